import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember, sessionCookie } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const logout = async (headers: Record<string, string>) => {
  const cookie = await sessionCookie(app.db, 'member', (await insertMember(app.db)).id);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/member/logout',
    headers: { cookie, ...headers },
  });
  const stillSignedIn = await app.inject({
    method: 'GET',
    url: '/api/session',
    headers: { cookie },
  });
  return { status: response.statusCode, body: response.body, member: stillSignedIn.json().member };
};

describe('cross-site request forgery protection', () => {
  it.each([
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
  ])('refuses a state change from another site (%j) and changes nothing', async (headers) => {
    const result = await logout(headers);
    expect(result.status).toBe(403);
    expect(JSON.parse(result.body).error.code).toBe('forbidden');
    expect(result.member).not.toBeNull();
  });

  it.each([
    [{ origin: 'http://localhost:3000' }],
    [{ origin: 'http://localhost:80', host: 'localhost:80' }],
    [{ origin: 'http://osi.internal:8080', host: 'osi.internal:8080' }],
    [{ 'sec-fetch-site': 'same-origin' }],
    [{}],
  ])('accepts the same origin or a non-browser client (%j)', async (headers) => {
    const result = await logout(headers);
    expect(result.status).toBe(204);
    expect(result.member).toBeNull();
  });

  it('lets cross-site reads through', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});
