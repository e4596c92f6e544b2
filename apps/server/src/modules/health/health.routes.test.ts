import { afterAll, beforeAll, expect, it } from 'vitest';
import { healthResponseSchema } from '@osi/shared';
import { buildApp } from '../../app';
import { connectPostgres } from '../../db/client';
import { startSilentServer } from '../../../test/support/network';
import { createTestApp, testConfig, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

it('reports ok and which database is in use', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  const body = healthResponseSchema.parse(response.json());
  expect(body.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  expect(Date.now() - Date.parse(body.time)).toBeLessThan(60_000);
});

it('answers 503 within two seconds when the database does not answer', async () => {
  const silent = await startSilentServer();
  const database = connectPostgres(silent.url, { connectMs: 60_000, queryMs: 60_000 });
  // Razorpay's gateway, unlike the sandbox's, needs no database to start.
  const razorpay = { keyId: 'rzp_test_health', keySecret: 'secret', webhookSecret: 'hook' };
  const stranded = await buildApp({ config: testConfig({ razorpay }), database });
  try {
    const started = Date.now();
    const response = await stranded.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('database_unavailable');
    expect(Date.now() - started).toBeLessThan(3_000);
  } finally {
    await stranded.close();
    await silent.close();
    await database.close().catch(() => undefined);
  }
});
