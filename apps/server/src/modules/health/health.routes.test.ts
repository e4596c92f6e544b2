import { afterAll, beforeAll, expect, it } from 'vitest';
import { healthResponseSchema } from '@osi/shared';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

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
