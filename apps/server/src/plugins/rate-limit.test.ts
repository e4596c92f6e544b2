import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
  app.post(
    '/api/probe/guess',
    { config: { rateLimit: { max: 3, timeWindow: '10 minutes' } } },
    async () => ({
      ok: true,
    }),
  );
  await app.ready();
});
afterAll(() => app.close());

it('throttles a route per address with a clear 429 in the error shape', async () => {
  const attempt = (ip: string) =>
    app.inject({ method: 'POST', url: '/api/probe/guess', remoteAddress: ip });
  for (let i = 0; i < 3; i += 1) expect((await attempt('10.0.0.1')).statusCode).toBe(200);
  const refused = await attempt('10.0.0.1');
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({
    error: {
      code: 'rate_limited',
      message: 'Too many attempts. Please wait 10 minutes and try again.',
    },
  });
  expect(refused.headers['retry-after']).toBeDefined();
  expect((await attempt('10.0.0.2')).statusCode).toBe(200);
});
