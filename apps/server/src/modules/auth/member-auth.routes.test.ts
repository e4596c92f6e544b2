import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePasswordMessages, forgotPasswordReply, loginMessages } from '@osi/shared';
import { members, outboxMessages, passwordResetTokens } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import { insertMember } from '../../../test/support/fixtures';
import { latestMailTo } from '../../../test/support/membership';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { passwordResetDone, resetLinkInvalid, resetLinksPerAccount } from './member-auth.service';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const password = 'Member#2025';
let ip = 0;
const post = (
  url: string,
  payload: object,
  extra: { cookie?: string; remoteAddress?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: extra.remoteAddress ?? `10.20.0.${(ip += 1) % 250}`,
    headers: extra.cookie ? { cookie: extra.cookie } : {},
  });
const signIn = async (email: string, pass = password) => {
  const response = await post('/api/auth/member/login', { email, password: pass });
  const cookie = response.cookies.find((c) => c.name === 'osi_member_session');
  return { response, cookie: cookie ? `${cookie.name}=${cookie.value}` : undefined };
};
const whoAmI = async (cookie?: string) =>
  (
    await app.inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} })
  ).json().member;

describe('member sign-in', () => {
  it('signs a member in with an httpOnly session cookie and answers who they are', async () => {
    const member = await insertMember(app.db, { email: 'kiran@clinic.example' });
    const { response, cookie } = await signIn('Kiran@Clinic.example');
    expect(response.statusCode).toBe(200);
    expect(response.json().member).toEqual({
      id: member.id,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      membershipId: member.membershipId,
      profilePictureUrl: null,
    });
    expect(response.body).not.toContain('argon2');
    const setCookie = response.cookies.find((c) => c.name === 'osi_member_session')!;
    expect(setCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await whoAmI(cookie)).id).toBe(member.id);
  });

  it('answers an unknown e-mail with 404 and the spec message', async () => {
    const { response, cookie } = await signIn('nobody@clinic.example');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      message: loginMessages.notFound,
      fieldErrors: { email: loginMessages.notFound },
    });
    expect(cookie).toBeUndefined();
  });

  it('answers a wrong password with 401 and the spec message', async () => {
    const member = await insertMember(app.db);
    const { response, cookie } = await signIn(member.email, 'Wrong#Pass1');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      message: loginMessages.wrongPassword,
      fieldErrors: { password: loginMessages.wrongPassword },
    });
    expect(cookie).toBeUndefined();
  });

  it('refuses deleted members as unknown', async () => {
    const member = await insertMember(app.db, { deletedAt: new Date() });
    expect((await signIn(member.email)).response.statusCode).toBe(404);
  });

  it('locks an account after ten failures from any addresses, even for the right password', async () => {
    const member = await insertMember(app.db);
    for (let i = 0; i < 10; i += 1)
      expect((await signIn(member.email, 'Wrong#Pass1')).response.statusCode).toBe(401);
    const locked = await signIn(member.email);
    expect(locked.response.statusCode).toBe(429);
    expect(locked.response.json().error.message).toBe(
      'Too many failed sign-ins for this account. Please wait 15 minutes or reset your password.',
    );
  });

  it('throttles one address trying many accounts', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push(
        (
          await post(
            '/api/auth/member/login',
            { email: `guess${i}@x.example`, password: 'x' },
            { remoteAddress: '10.30.0.1' },
          )
        ).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
  });

  it('validates the form with the spec messages', async () => {
    const response = await post('/api/auth/member/login', { email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({
      email: loginMessages.emailInvalid,
      password: 'Password is required.',
    });
  });
});

describe('forgot and reset password', () => {
  const resetTokenFor = async (email: string) => {
    const mail = await latestMailTo(app.db, email);
    return /\/reset-password\/([\w-]+)/.exec(mail!.text)![1]!;
  };

  it('answers alike for members and strangers, and e-mails members a link', async () => {
    const member = await insertMember(app.db);
    const known = await post('/api/auth/member/forgot-password', { email: member.email });
    const unknown = await post('/api/auth/member/forgot-password', {
      email: 'stranger@clinic.example',
    });
    expect(known.json()).toEqual({ message: forgotPasswordReply });
    expect(unknown.json()).toEqual({ message: forgotPasswordReply });
    expect(await latestMailTo(app.db, 'stranger@clinic.example')).toBeUndefined();
    const mail = await latestMailTo(app.db, member.email);
    expect(mail?.text).toContain('http://localhost:3000/reset-password/');
    const [stored] = await app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.memberId, member.id));
    expect(mail!.text).not.toContain(stored!.tokenHash);
  });

  it('resets once with the link, ends every session, and the new password works', async () => {
    const member = await insertMember(app.db);
    const { cookie } = await signIn(member.email);
    await post('/api/auth/member/forgot-password', { email: member.email });
    const token = await resetTokenFor(member.email);

    const body = { token, newPassword: 'Fresh#Start9', confirmPassword: 'Fresh#Start9' };
    const reset = await post('/api/auth/member/reset-password', body);
    expect(reset.json()).toEqual({ message: passwordResetDone });
    expect(await whoAmI(cookie)).toBeNull();
    expect((await signIn(member.email, 'Fresh#Start9')).response.statusCode).toBe(200);

    const again = await post('/api/auth/member/reset-password', {
      ...body,
      newPassword: 'Other#Pass9',
      confirmPassword: 'Other#Pass9',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(resetLinkInvalid);
  });

  const resetWith = (token: string, newPassword = 'Fresh#Start9') =>
    post('/api/auth/member/reset-password', {
      token,
      newPassword,
      confirmPassword: newPassword,
    });

  it('lifts the account lock when the member resets the password, as the lock message says', async () => {
    const member = await insertMember(app.db);
    for (let i = 0; i < 10; i += 1) await signIn(member.email, 'Wrong#Pass1');
    expect((await signIn(member.email)).response.statusCode).toBe(429);

    await post('/api/auth/member/forgot-password', { email: member.email });
    expect((await resetWith(await resetTokenFor(member.email))).statusCode).toBe(200);
    expect((await signIn(member.email, 'Fresh#Start9')).response.statusCode).toBe(200);
  });

  it('keeps only the newest link alive: asking again ends the older one', async () => {
    const member = await insertMember(app.db);
    await post('/api/auth/member/forgot-password', { email: member.email });
    const older = await resetTokenFor(member.email);
    await post('/api/auth/member/forgot-password', { email: member.email });
    const newer = await resetTokenFor(member.email);
    expect(newer).not.toBe(older);

    const refused = await resetWith(older);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(resetLinkInvalid);
    expect((await resetWith(newer)).statusCode).toBe(200);
  });

  it('sends one account at most three links an hour, from any addresses, the newest alone live', async () => {
    const member = await insertMember(app.db);
    const asked = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        post(
          '/api/auth/member/forgot-password',
          { email: member.email },
          { remoteAddress: `10.41.${index}.1` },
        ),
      ),
    );
    expect(asked.map((response) => response.json())).toEqual(
      Array(30).fill({ message: forgotPasswordReply }),
    );
    const mails = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, member.email));
    expect(mails).toHaveLength(resetLinksPerAccount.count);
    const live = await app.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.memberId, member.id), isNull(passwordResetTokens.usedAt)));
    expect(live).toHaveLength(1);
    const statuses = [];
    for (const mail of mails) {
      statuses.push(
        (await resetWith(/\/reset-password\/([\w-]+)/.exec(mail.text)![1]!)).statusCode,
      );
    }
    expect(statuses.sort()).toEqual([200, 400, 400]);
  });

  it('ends every other link of the member when one is used', async () => {
    const member = await insertMember(app.db);
    await post('/api/auth/member/forgot-password', { email: member.email });
    // A link left alive from before links were one at a time.
    const issuedEarlier = 'issued-before-one-link-at-a-time';
    await app.db.insert(passwordResetTokens).values({
      memberId: member.id,
      tokenHash: hashToken(issuedEarlier),
      expiresAt: new Date(Date.now() + 60 * 60_000),
    });

    expect((await resetWith(await resetTokenFor(member.email))).statusCode).toBe(200);
    const refused = await resetWith(issuedEarlier, 'Other#Pass9');
    expect(refused.json().error.message).toBe(resetLinkInvalid);
    expect((await signIn(member.email, 'Fresh#Start9')).response.statusCode).toBe(200);
  });

  it('allows one address ten reset attempts in 15 minutes', async () => {
    const attempt = () =>
      post(
        '/api/auth/member/reset-password',
        {
          token: 'made-up-token-of-forty-characters-000000',
          newPassword: 'Fresh#Start9',
          confirmPassword: 'Fresh#Start9',
        },
        { remoteAddress: '10.40.0.1' },
      );
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });

  it('refuses an expired link and weak or mismatched passwords', async () => {
    const member = await insertMember(app.db);
    await post('/api/auth/member/forgot-password', { email: member.email });
    const token = await resetTokenFor(member.email);
    const weak = await post('/api/auth/member/reset-password', {
      token,
      newPassword: 'weak',
      confirmPassword: 'weak',
    });
    expect(weak.json().error.fieldErrors).toEqual({
      newPassword: 'Password must be at least 8 characters long',
    });
    const mismatch = await post('/api/auth/member/reset-password', {
      token,
      newPassword: 'Fresh#Start9',
      confirmPassword: 'Fresh#Start8',
    });
    expect(mismatch.json().error.fieldErrors).toEqual({
      confirmPassword: 'Passwords do not match!',
    });

    await app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(passwordResetTokens.memberId, member.id));
    const expired = await post('/api/auth/member/reset-password', {
      token,
      newPassword: 'Fresh#Start9',
      confirmPassword: 'Fresh#Start9',
    });
    expect(expired.json().error.message).toBe(resetLinkInvalid);
    const [row] = await app.db.select().from(members).where(eq(members.id, member.id));
    expect(await verifyPassword(row!.passwordHash, password)).toBe(true);
  });
});

describe('change password', () => {
  const change = (cookie: string | undefined, body: object) =>
    post('/api/me/password', body, cookie ? { cookie } : {});

  it('needs a signed-in member', async () => {
    const response = await change(undefined, {
      currentPassword: password,
      newPassword: 'New#Pass2026',
      confirmPassword: 'New#Pass2026',
    });
    expect(response.statusCode).toBe(401);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const member = await insertMember(app.db);
    const here = (await signIn(member.email)).cookie;
    const elsewhere = (await signIn(member.email)).cookie;
    const response = await change(here, {
      currentPassword: password,
      newPassword: 'New#Pass2026',
      confirmPassword: 'New#Pass2026',
    });
    expect(response.json()).toEqual({ message: changePasswordMessages.changed });
    expect((await whoAmI(here))?.id).toBe(member.id);
    expect(await whoAmI(elsewhere)).toBeNull();
    expect((await signIn(member.email, 'New#Pass2026')).response.statusCode).toBe(200);
  });

  it('refuses a wrong current password and the spec rules, changing nothing', async () => {
    const member = await insertMember(app.db);
    const { cookie } = await signIn(member.email);
    const wrong = await change(cookie, {
      currentPassword: 'Nope#1234',
      newPassword: 'New#Pass2026',
      confirmPassword: 'New#Pass2026',
    });
    expect(wrong.json().error.fieldErrors).toEqual({
      currentPassword: changePasswordMessages.wrongCurrent,
    });
    const same = await change(cookie, {
      currentPassword: password,
      newPassword: password,
      confirmPassword: password,
    });
    expect(same.json().error.fieldErrors).toEqual({
      newPassword: changePasswordMessages.sameAsCurrent,
    });
    const mismatch = await change(cookie, {
      currentPassword: password,
      newPassword: 'New#Pass2026',
      confirmPassword: 'New#Pass2027',
    });
    expect(mismatch.json().error.fieldErrors).toEqual({
      confirmPassword: changePasswordMessages.mismatch,
    });
    expect((await signIn(member.email)).response.statusCode).toBe(200);
  });
});
