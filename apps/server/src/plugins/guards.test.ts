import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, insertMember, sessionCookie } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';

let app: TestApp;
let memberCookie: string;
let adminCookie: string;
beforeAll(async () => {
  app = await createTestApp();
  memberCookie = await sessionCookie(app.db, 'member', (await insertMember(app.db)).id);
  adminCookie = await sessionCookie(app.db, 'admin', (await insertAdmin(app.db)).id);
});
afterAll(() => app.close());

const status = async (url: string, cookie?: string) =>
  (await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).statusCode;

describe('prefix guards', () => {
  it.each([
    ['/api/me/profile', undefined, 401],
    ['/api/me/profile', 'admin', 401],
    ['/api/me/profile', 'member', 404],
    ['/api/admin/members', undefined, 401],
    ['/api/admin/members', 'member', 401],
    ['/api/admin/members', 'admin', 404],
  ] as const)('%s as %s answers %i', async (url, who, expected) => {
    const cookie = who === 'member' ? memberCookie : who === 'admin' ? adminCookie : undefined;
    expect(await status(url, cookie)).toBe(expected);
  });

  it('answers 401 in the error shape, even with a query string', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/members?page=1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in as an administrator.' },
    });
  });
});
