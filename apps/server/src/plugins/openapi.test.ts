import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertAdmin, insertMember, sessionCookie } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';

let production: TestApp;
let adminCookie: string;
let memberCookie: string;
beforeAll(async () => {
  production = await createTestApp({ isProduction: true });
  adminCookie = await sessionCookie(production.db, 'admin', (await insertAdmin(production.db)).id);
  memberCookie = await sessionCookie(
    production.db,
    'member',
    (await insertMember(production.db)).id,
  );
});
afterAll(() => production.close());

const documentation = ['/api/docs', '/api/docs/', '/api/docs/json', '/%61pi/docs/json'];

it('shows the API documentation in production to signed-in administrators only', async () => {
  for (const url of documentation) {
    const anonymous = await production.inject({ method: 'GET', url });
    expect(anonymous.statusCode, url).toBe(401);
    const member = await production.inject({
      method: 'GET',
      url,
      headers: { cookie: memberCookie },
    });
    expect(member.statusCode, url).toBe(401);
  }
  const admin = await production.inject({
    method: 'GET',
    url: '/api/docs/json',
    headers: { cookie: adminCookie },
  });
  expect(admin.statusCode).toBe(200);
  expect(admin.json().openapi).toMatch(/^3\./);
});
