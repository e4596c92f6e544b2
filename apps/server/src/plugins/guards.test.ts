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
    ['/api/me/no-such-page', undefined, 401],
    ['/api/me/no-such-page', 'admin', 401],
    ['/api/me/no-such-page', 'member', 404],
    ['/api/admin/no-such-page', undefined, 401],
    ['/api/admin/no-such-page', 'member', 401],
    ['/api/admin/no-such-page', 'admin', 404],
  ] as const)('%s as %s answers %i', async (url, who, expected) => {
    const cookie = who === 'member' ? memberCookie : who === 'admin' ? adminCookie : undefined;
    expect(await status(url, cookie)).toBe(expected);
  });

  it('answers 401 in the error shape, even with a query string', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/no-such-page?page=1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in as an administrator.' },
    });
  });
});
