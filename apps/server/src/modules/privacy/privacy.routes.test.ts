import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyMessages } from '@osi/shared';
import { insertAdmin, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { latestMailTo } from '../../../test/support/membership';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
let owner: string;
beforeAll(async () => {
  app = await createTestApp();
  owner = await sessionCookie(app.db, 'admin', (await insertAdmin(app.db)).id);
});
afterAll(async () => app.close());

const member = async () => {
  const row = await insertMember(app.db, { status: 'approved' });
  return { row, cookie: await sessionCookie(app.db, 'member', row.id) };
};

const askErasure = (cookie: string, note = 'I am leaving the profession.') =>
  app.inject({
    method: 'POST',
    url: '/api/me/erasure-request',
    headers: { cookie },
    payload: { note, confirm: true },
    // Its own address, as the route allows five an hour from one.
    remoteAddress: `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });

const decide = (id: string, verdict: 'approve' | 'refuse', cookie: string, outcome = '') =>
  app.inject({
    method: 'POST',
    url: `/api/admin/privacy-requests/${id}/${verdict}`,
    headers: { cookie },
    payload: { outcome },
  });

const listed = async (query: string, cookie = owner) =>
  app.inject({ method: 'GET', url: `/api/admin/privacy-requests?${query}`, headers: { cookie } });

describe('erasure requests', () => {
  it('takes one pending request at a time, acknowledges it by e-mail and shows its status', async () => {
    const { row, cookie } = await member();
    const asked = await askErasure(cookie);
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({
      message: privacyMessages.erasureRequested,
      request: { kind: 'erasure', status: 'pending', note: 'I am leaving the profession.' },
    });
    expect((await latestMailTo(app.db, row.email))?.subject).toBe(
      'We have received your request to erase your account',
    );

    const again = await askErasure(cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(privacyMessages.erasurePending);

    const own = await app.inject({
      method: 'GET',
      url: '/api/me/privacy-requests',
      headers: { cookie },
    });
    expect(own.json().items).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect((await askErasure('', 'x')).statusCode).toBe(401);
    const unconfirmed = await app.inject({
      method: 'POST',
      url: '/api/me/erasure-request',
      headers: { cookie },
      payload: { note: 'x' },
    });
    expect(unconfirmed.statusCode).toBe(400);
  });

  it('lists requests for the Owner by kind and status, with the member', async () => {
    const { row, cookie } = await member();
    const { request } = (await askErasure(cookie)).json();
    const page = await listed('kind=erasure&status=pending&pageSize=100');
    expect(page.statusCode).toBe(200);
    expect(page.json().items).toContainEqual(
      expect.objectContaining({
        id: request.id,
        member: expect.objectContaining({ id: row.id, email: row.email, erased: false }),
      }),
    );
    expect((await listed('kind=access')).json().items).not.toContainEqual(
      expect.objectContaining({ id: request.id }),
    );
    expect((await listed('status=nonsense')).statusCode).toBe(400);
  });

  it('refuses with a reason the member is e-mailed, and a decided request stays decided', async () => {
    const { row, cookie } = await member();
    const { request } = (await askErasure(cookie)).json();
    expect((await decide(request.id, 'refuse', owner)).statusCode).toBe(400);

    const refused = await decide(request.id, 'refuse', owner, 'Your fellowship review is open.');
    expect(refused.statusCode).toBe(200);
    const mail = await latestMailTo(app.db, row.email);
    expect(mail?.text).toContain('Your fellowship review is open.');
    expect((await decide(request.id, 'approve', owner)).statusCode).toBe(409);

    const own = await app.inject({
      method: 'GET',
      url: '/api/me/privacy-requests',
      headers: { cookie },
    });
    expect(own.json().items[0]).toMatchObject({
      status: 'refused',
      outcome: 'Your fellowship review is open.',
    });
  });

  it('approves only erasure requests; an approved member cannot sign in again', async () => {
    const { row, cookie } = await member();
    await app.inject({ method: 'GET', url: '/api/me/data-archive', headers: { cookie } });
    const access = (await listed(`kind=access&pageSize=100`))
      .json()
      .items.find((item: { member: { id: string } }) => item.member.id === row.id);
    expect(access).toMatchObject({ status: 'completed' });
    expect((await decide(access.id, 'approve', owner)).statusCode).toBe(409);

    const { request } = (await askErasure(cookie)).json();
    const approved = await decide(request.id, 'approve', owner, 'Done as asked.');
    expect(approved.json()).toEqual({ message: privacyMessages.approved });

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/member/login',
      payload: { email: row.email, password: 'Member#2025' },
    });
    expect(signIn.statusCode).toBe(404);
    const session = await app.inject({
      method: 'GET',
      url: '/api/me/privacy-requests',
      headers: { cookie },
    });
    expect(session.statusCode).toBe(401);
    const erased = (await listed(`kind=erasure&status=completed&pageSize=100`))
      .json()
      .items.find((item: { id: string }) => item.id === request.id);
    expect(erased).toMatchObject({
      outcome: 'Done as asked.',
      member: { name: 'Erased member', erased: true },
    });
    expect(erased.decidedBy).toBe('Test Administrator');
  });

  it('is decided by staff with the staff right only', async () => {
    const { cookie } = await member();
    const { request } = (await askErasure(cookie)).json();
    for (const role of ['membership', 'finance', 'content', 'check_in'] as const) {
      const staff = await sessionCookie(app.db, 'admin', (await insertAdmin(app.db, { role })).id);
      expect((await listed('', staff)).statusCode).toBe(403);
      expect((await decide(request.id, 'approve', staff)).statusCode).toBe(403);
      expect((await decide(request.id, 'refuse', staff, 'No.')).statusCode).toBe(403);
    }
    expect((await listed('', cookie)).statusCode).toBe(401);
  });
});
