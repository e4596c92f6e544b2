import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions } from '../../db/schema';
import { insertAdmin, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const whoAmI = async (cookie?: string) => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/session',
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/session', () => {
  it('answers nobody for an anonymous visitor', async () => {
    expect(await whoAmI()).toEqual({ member: null, admin: null });
  });

  it('names the member of a live session and never leaks the password hash', async () => {
    const member = await insertMember(app.db, { firstName: 'Kiran', lastName: 'Shetty' });
    const body = await whoAmI(await sessionCookie(app.db, 'member', member.id));
    expect(body).toEqual({
      member: {
        id: member.id,
        email: member.email,
        firstName: 'Kiran',
        lastName: 'Shetty',
        membershipId: member.membershipId,
        profilePictureUrl: null,
      },
      admin: null,
    });
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('keeps the realms apart: a member cookie is no admin session and vice versa', async () => {
    const member = await insertMember(app.db);
    const admin = await insertAdmin(app.db);
    const memberToken = (await sessionCookie(app.db, 'member', member.id)).split('=')[1];
    const adminToken = (await sessionCookie(app.db, 'admin', admin.id)).split('=')[1];
    expect(await whoAmI(`osi_admin_session=${memberToken}`)).toEqual({ member: null, admin: null });
    expect(await whoAmI(`osi_member_session=${adminToken}`)).toEqual({ member: null, admin: null });
    expect((await whoAmI(`osi_admin_session=${adminToken}`)).admin).toMatchObject({ id: admin.id });
  });

  it('ignores expired sessions, unknown tokens and deleted members', async () => {
    const member = await insertMember(app.db);
    const expired = await sessionCookie(app.db, 'member', member.id, new Date(Date.now() - 1000));
    expect((await whoAmI(expired)).member).toBeNull();
    expect((await whoAmI('osi_member_session=made-up-token')).member).toBeNull();

    const live = await sessionCookie(app.db, 'member', member.id);
    await app.db.update(members).set({ deletedAt: new Date() }).where(eq(members.id, member.id));
    expect((await whoAmI(live)).member).toBeNull();
  });
});

describe('POST /api/auth/:realm/logout', () => {
  it('revokes the session in the database and clears the cookie', async () => {
    const member = await insertMember(app.db);
    const cookie = await sessionCookie(app.db, 'member', member.id);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/member/logout',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'osi_member_session');
    expect(cleared?.value).toBe('');
    expect((await whoAmI(cookie)).member).toBeNull();
    const [row] = await app.db.select().from(sessions).where(eq(sessions.subjectId, member.id));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('refuses an unknown realm with a field error', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/root/logout' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_error');
    expect(Object.keys(response.json().error.fieldErrors)).toEqual(['realm']);
  });
});

describe('revokeSessions', () => {
  it('ends every session of a subject except the one kept', async () => {
    const member = await insertMember(app.db);
    const kept = await sessionCookie(app.db, 'member', member.id);
    const other = await sessionCookie(app.db, 'member', member.id);
    const keptRow = (
      await app.db.select().from(sessions).where(eq(sessions.subjectId, member.id))
    )[0]!;
    await app.revokeSessions('member', member.id, { except: keptRow.id });
    expect((await whoAmI(kept)).member).not.toBeNull();
    expect((await whoAmI(other)).member).toBeNull();
  });
});
