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

const guessFrom = (target: TestApp, socketAddress: string, forwardedFor: string) =>
  target.inject({
    method: 'POST',
    url: '/api/probe/guess',
    remoteAddress: socketAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

it('ignores a client-written X-Forwarded-For unless a proxy is configured', async () => {
  for (let i = 0; i < 3; i += 1) {
    expect((await guessFrom(app, '10.0.0.7', `203.0.113.${i}`)).statusCode).toBe(200);
  }
  expect((await guessFrom(app, '10.0.0.7', '203.0.113.99')).statusCode).toBe(429);
});

it('takes the client address from the configured proxy only', async () => {
  const behindProxy = await buildTestApp({ trustProxy: ['10.0.0.9'] });
  behindProxy.post(
    '/api/probe/guess',
    { config: { rateLimit: { max: 1, timeWindow: '10 minutes' } } },
    async () => ({ ok: true }),
  );
  await behindProxy.ready();
  try {
    expect((await guessFrom(behindProxy, '10.0.0.9', '203.0.113.1')).statusCode).toBe(200);
    expect((await guessFrom(behindProxy, '10.0.0.9', '203.0.113.2')).statusCode).toBe(200);
    expect((await guessFrom(behindProxy, '10.0.0.9', '203.0.113.1')).statusCode).toBe(429);
    expect((await guessFrom(behindProxy, '10.0.0.8', '203.0.113.3')).statusCode).toBe(200);
    expect((await guessFrom(behindProxy, '10.0.0.8', '203.0.113.4')).statusCode).toBe(429);
  } finally {
    await behindProxy.close();
  }
});

it('counts a percent-encoded path as the route it reaches', async () => {
  const attempt = (url: string) => app.inject({ method: 'POST', url, remoteAddress: '10.0.0.3' });
  for (let i = 0; i < 3; i += 1) expect((await attempt('/api/probe/guess')).statusCode).toBe(200);
  expect((await attempt('/%61pi/probe/guess')).statusCode).toBe(429);
  expect((await attempt('/api/prob%65/guess')).statusCode).toBe(429);
});
