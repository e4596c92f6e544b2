import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unusedPort } from '../../test/support/network';
import { hasRedisServer, privateRedis } from '../../test/support/redis-server';
import { buildTestApp, type TestApp } from '../../test/support/test-app';

const available = hasRedisServer();
if (!available && process.env.CI === 'true') {
  throw new Error('redis-server is missing: the Redis outage test needs it in CI');
}

let redis: ReturnType<typeof privateRedis>;
let app: TestApp;
let client: Redis;

const guess = (ip: string) =>
  app.inject({ method: 'POST', url: '/api/probe/guess', remoteAddress: ip });
const statuses = async (ip: string, count: number) => {
  const answers = [];
  for (let i = 0; i < count; i += 1) answers.push((await guess(ip)).statusCode);
  return answers;
};
/** The counter Redis holds for an address on the probe route, if any. */
const sharedCount = async (ip: string) => {
  const keys = await client.keys(`osi-rate-limit:*${ip}`);
  return keys.length === 0 ? 0 : Number(await client.get(keys[0]!));
};

describe.runIf(available)('rate limits when Redis goes away', () => {
  beforeAll(async () => {
    redis = privateRedis(await unusedPort());
    await redis.start();
    client = new Redis(redis.url, { lazyConnect: true });
    client.on('error', () => undefined);
    await client.connect();
    app = await buildTestApp({ redisUrl: redis.url });
    app.post(
      '/api/probe/guess',
      { config: { rateLimit: { max: 3, timeWindow: '10 minutes' } } },
      async () => ({ ok: true }),
    );
    await app.ready();
  });
  afterAll(async () => {
    client?.disconnect();
    await app?.close();
    await redis?.stop();
  });

  it('counts in Redis, then in the process while Redis is down, then in Redis once it is back', async () => {
    expect(await statuses('10.1.0.1', 4)).toEqual([200, 200, 200, 429]);
    expect(await sharedCount('10.1.0.1')).toBe(4);

    await redis.stop();
    const started = Date.now();
    expect(await statuses('10.1.0.2', 4)).toEqual([200, 200, 200, 429]);
    expect(Date.now() - started).toBeLessThan(2_000);

    await redis.start();
    await client.ping();
    // ioredis reconnects on its own schedule: wait until a request is counted in Redis again.
    for (let attempt = 0; (await sharedCount('10.1.0.3')) === 0; attempt += 1) {
      expect(attempt).toBeLessThan(100);
      expect((await guess('10.1.0.3')).statusCode).toBe(200);
      await sleep(100);
    }
    const counted = await sharedCount('10.1.0.3');
    expect(await statuses('10.1.0.3', 4 - counted)).toEqual([
      ...Array.from({ length: 3 - counted }, () => 200),
      429,
    ]);
  });
});
