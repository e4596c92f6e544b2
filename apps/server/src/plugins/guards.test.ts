import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, insertMember, sessionCookie } from '../../test/support/fixtures';
import { openapiOperations, type Operation } from '../../test/support/openapi-operations';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { memberPrefixes } from './guards';

let app: TestApp;
let memberCookie: string;
let adminCookie: string;
let memberId: string;
let memberEmail: string;
beforeAll(async () => {
  app = await createTestApp();
  const member = await insertMember(app.db);
  memberId = member.id;
  memberEmail = member.email;
  memberCookie = await sessionCookie(app.db, 'member', member.id);
  adminCookie = await sessionCookie(app.db, 'admin', (await insertAdmin(app.db)).id);
});
afterAll(() => app.close());

const send = (method: string, url: string, cookie?: string) => {
  const withBody = method !== 'GET' && method !== 'HEAD' && method !== 'DELETE';
  return app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(withBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(withBody ? { payload: '{}' } : {}),
  });
};

const encodeLetter = (segment: string) =>
  `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;

/** Ways of writing a protected path that a string test on the raw URL could miss. */
const variants = (path: string) => {
  const [, api, area, ...rest] = path.split('/') as [string, string, string, ...string[]];
  const tail = rest.length ? `/${rest.join('/')}` : '';
  return [
    path,
    `/${api}/${encodeLetter(area)}${tail}`,
    `/${api}/${[...area].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('')}${tail}`,
    `/${encodeLetter(api)}/${area}${tail}`,
    `/${api}%2F${area}${tail}`,
    `//${api}/${area}${tail}`,
    `/${api}//${area}${tail}`,
    `/${api}/${area}/${tail}`,
    `${path}/`,
    `/${api}/${area[0]!.toUpperCase()}${area.slice(1)}${tail}`,
    path.toUpperCase(),
    `/${api}/./${area}${tail}`,
    `/${api}/x/../${area}${tail}`,
  ];
};

const protectedOperations = () =>
  openapiOperations(app).filter(
    (operation) =>
      operation.path.startsWith('/api/admin/') ||
      memberPrefixes.some((prefix) => operation.path.startsWith(prefix)),
  );

const callers = (operation: Operation) =>
  operation.path.startsWith('/api/admin/')
    ? [undefined, () => memberCookie]
    : [undefined, () => adminCookie];

describe('prefix guards', () => {
  it('guards a documented list of routes, admin and member', () => {
    const paths = protectedOperations().map((operation) => operation.path);
    expect(paths).toContain('/api/admin/members/export.csv');
    expect(paths).toContain('/api/admin/members/{id}/student-id');
    expect(paths).toContain('/api/me/profile');
    expect(paths).toContain('/api/forum/threads/{slug}/posts');
  });

  it('refuses every protected route of the OpenAPI document however its path is written', async () => {
    const leaks: string[] = [];
    for (const operation of protectedOperations()) {
      for (const caller of callers(operation)) {
        for (const url of variants(operation.url(memberId))) {
          const response = await send(operation.method, url, caller?.());
          const ok =
            [401, 404].includes(response.statusCode) && !response.body.includes(memberEmail);
          if (!ok)
            leaks.push(
              `${operation.method} ${url} as ${caller ? 'other realm' : 'anonymous'}: ${response.statusCode}`,
            );
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('answers 401 on the exact path to the wrong realm and to nobody', async () => {
    for (const operation of protectedOperations()) {
      for (const caller of callers(operation)) {
        const response = await send(operation.method, operation.url(memberId), caller?.());
        expect(response.statusCode, `${operation.method} ${operation.path}`).toBe(401);
      }
    }
  });

  it('lets the right realm through, also by a HEAD request', async () => {
    expect((await send('GET', `/api/admin/members/${memberId}`, adminCookie)).statusCode).toBe(200);
    expect((await send('GET', '/api/me/profile', memberCookie)).statusCode).toBe(200);
    expect((await send('HEAD', '/api/%61dmin/overview')).statusCode).toBe(401);
    expect((await send('HEAD', '/api/admin/overview', adminCookie)).statusCode).toBe(200);
  });

  it('answers 401 in the error shape, even with a query string', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/overview?page=1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in as an administrator.' },
    });
  });

  it('shows no route to anyone under an unknown protected path', async () => {
    expect((await send('GET', '/api/admin/no-such-page')).statusCode).toBe(404);
    expect((await send('GET', '/api/me/no-such-page', memberCookie)).statusCode).toBe(404);
  });
});
