import { and, eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@osi/shared';
import { adminRecoveryCodes, admins, auditEvents, sessions } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { insertAdmin, sessionCookie } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

const password = 'Administrator#2025';
let address = 0;
/** A request from an address of its own: the per-address route limits are another test's. */
const call = (
  method: 'GET' | 'POST',
  url: string,
  { cookie, payload }: { cookie?: string; payload?: object } = {},
) =>
  app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.83.${Math.floor((address += 1) / 250)}.${address % 250}`,
  });

const period = 30_000;
const currentStep = () => Math.floor(Date.now() / period);
/** The code of time step `step`, computed by the library from the key the page shows. */
const codeAt = (key: string, step: number) =>
  TOTP.generate({ secret: Secret.fromBase32(key.replace(/ /g, '')), timestamp: step * period });

const cookieOf = (response: Awaited<ReturnType<typeof call>>, name: string) => {
  const cookie = response.cookies.find((each) => each.name === name);
  return cookie ? `${name}=${cookie.value}` : undefined;
};

/** An administrator who has set up two-factor sign-in with the code of the current step. */
const enrolledAdmin = async (role: StaffRole = 'owner') => {
  const admin = await insertAdmin(app.db, { role });
  const cookie = await sessionCookie(app.db, 'admin', admin.id);
  const { key } = (
    await call('POST', '/api/admin/two-factor/enrolment', { cookie, payload: { password } })
  ).json();
  const step = currentStep();
  const confirmed = await call('POST', '/api/admin/two-factor/enrolment/confirm', {
    cookie,
    payload: { code: codeAt(key, step) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
  return { admin, cookie, key, step, recoveryCodes };
};

/** The password step: answers the pending sign-in's cookie. */
const passwordStep = async (email: string) => {
  const response = await call('POST', '/api/auth/admin/login', { payload: { email, password } });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    message: 'Enter the code from your authenticator app to finish signing in.',
    codeRequired: true,
  });
  expect(cookieOf(response, 'osi_admin_session')).toBeUndefined();
  return cookieOf(response, 'osi_admin_pending')!;
};

const codeStep = (cookie: string, code: string) =>
  call('POST', '/api/auth/admin/login/code', { cookie, payload: { code } });

describe('enrolment', () => {
  it('asks for the password again before it makes a key', async () => {
    const admin = await insertAdmin(app.db);
    const cookie = await sessionCookie(app.db, 'admin', admin.id);
    const wrong = await call('POST', '/api/admin/two-factor/enrolment', {
      cookie,
      payload: { password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldErrors).toEqual({ password: 'That is not your password.' });
    const [row] = await app.db
      .select({ key: admins.totpSecret })
      .from(admins)
      .where(eq(admins.id, admin.id));
    expect(row!.key).toBeNull();
  });

  it('shows a new key, turns on with its code, and answers ten recovery codes once', async () => {
    const admin = await insertAdmin(app.db, { role: 'finance' });
    const cookie = await sessionCookie(app.db, 'admin', admin.id);
    expect((await call('GET', '/api/admin/two-factor', { cookie })).json()).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });

    const started = await call('POST', '/api/admin/two-factor/enrolment', {
      cookie,
      payload: { password },
    });
    expect(started.statusCode).toBe(200);
    const { qrCode, key } = started.json() as { qrCode: string; key: string };
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
    const [stored] = await app.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(stored!.totpSecret).not.toContain(key.replace(/ /g, ''));
    expect(stored!.totpEnabledAt).toBeNull();

    const wrong = await call('POST', '/api/admin/two-factor/enrolment/confirm', {
      cookie,
      payload: { code: codeAt(key, currentStep() - 5) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldErrors).toEqual({
      code: 'That code is not right. Try the newest code from your app.',
    });

    const confirmed = await call('POST', '/api/admin/two-factor/enrolment/confirm', {
      cookie,
      payload: { code: codeAt(key, currentStep()) },
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    const hashes = await app.db
      .select({ hash: adminRecoveryCodes.codeHash })
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.adminId, admin.id));
    expect(hashes).toHaveLength(10);
    expect(JSON.stringify(hashes)).not.toContain(recoveryCodes[0]!.replace('-', ''));
    const audit = await app.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityId, admin.id), eq(auditEvents.action, 'admin.two_factor_enabled')),
      );
    expect(audit).toHaveLength(1);

    expect((await call('GET', '/api/admin/two-factor', { cookie })).json()).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    expect(
      (await call('POST', '/api/admin/two-factor/enrolment', { cookie, payload: { password } }))
        .statusCode,
    ).toBe(409);
    const session = (await call('GET', '/api/session', { cookie })).json();
    expect(session.admin).toMatchObject({ twoFactorEnabled: true, mustEnrolTwoFactor: false });
  });

  it('replaces the recovery codes given a current code, and turns off given another', async () => {
    const { cookie, key, step, recoveryCodes, admin } = await enrolledAdmin('content');
    const replaced = await call('POST', '/api/admin/two-factor/recovery-codes', {
      cookie,
      payload: { code: codeAt(key, step + 1) },
    });
    expect(replaced.statusCode).toBe(200);
    const fresh = replaced.json().recoveryCodes as string[];
    expect(fresh.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    const pending = await passwordStep(admin.email);
    expect((await codeStep(pending, recoveryCodes[0]!)).statusCode).toBe(400);

    const reused = await call('POST', '/api/admin/two-factor/disable', {
      cookie,
      payload: { code: codeAt(key, step + 1) },
    });
    expect(reused.statusCode).toBe(400);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + period);
    const off = await call('POST', '/api/admin/two-factor/disable', {
      cookie,
      payload: { code: codeAt(key, step + 2) },
    });
    expect(off.statusCode).toBe(200);
    const [stored] = await app.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(stored).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    const signedIn = await call('POST', '/api/auth/admin/login', {
      payload: { email: admin.email, password },
    });
    expect(signedIn.json().admin).toMatchObject({ id: admin.id, twoFactorEnabled: false });
  });
});

describe('signing in with a code', () => {
  it('starts no session for the password alone, and one for a current code', async () => {
    const { admin, key, step } = await enrolledAdmin();
    const pending = await passwordStep(admin.email);
    expect((await call('GET', '/api/session', { cookie: pending })).json().admin).toBeNull();

    expect((await codeStep(pending, codeAt(key, step - 3))).statusCode).toBe(400);
    const reused = await codeStep(pending, codeAt(key, step));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('wrong_code');

    const signedIn = await codeStep(pending, codeAt(key, step + 1));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().admin).toMatchObject({ id: admin.id, twoFactorEnabled: true });
    const session = cookieOf(signedIn, 'osi_admin_session')!;
    expect((await call('GET', '/api/session', { cookie: session })).json().admin.id).toBe(admin.id);
    expect(signedIn.cookies.find((each) => each.name === 'osi_admin_pending')?.value).toBe('');
  });

  it('lets only one of two requests with the same code in', async () => {
    const { admin, key, step } = await enrolledAdmin();
    const [first, second] = [await passwordStep(admin.email), await passwordStep(admin.email)];
    const code = codeAt(key, step + 1);
    const answers = await Promise.all([codeStep(first, code), codeStep(second, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('takes each recovery code once, even twice at the same moment', async () => {
    const { admin, recoveryCodes } = await enrolledAdmin();
    const pending = await passwordStep(admin.email);
    const used = await codeStep(pending, recoveryCodes[0]!.toLowerCase().replace('-', ' '));
    expect(used.statusCode).toBe(200);
    expect((await codeStep(pending, recoveryCodes[0]!)).statusCode).toBe(400);

    const both = await Promise.all([
      codeStep(pending, recoveryCodes[1]!),
      codeStep(pending, recoveryCodes[1]!),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const audit = await app.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.actorId, admin.id), eq(auditEvents.action, 'admin.recovery_code_used')),
      );
    expect(audit).toHaveLength(2);
  });

  it('locks the administrator out after ten wrong codes, whatever the address', async () => {
    const { admin, key, step } = await enrolledAdmin();
    const pending = await passwordStep(admin.email);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await codeStep(pending, '000000')).statusCode).toBe(400);
    }
    const locked = await codeStep(pending, codeAt(key, step + 1));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(
      'Too many wrong codes. Please wait 15 minutes and try again.',
    );
  });

  it('forgets a pending sign-in after five minutes, and refuses a forged one', async () => {
    const { admin, key, step } = await enrolledAdmin();
    const pending = await passwordStep(admin.email);
    const forged = pending.replace(admin.id, (await insertAdmin(app.db)).id);
    expect((await codeStep(forged, codeAt(key, step + 1))).statusCode).toBe(401);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60 * 1000 + 1000);
    const late = await codeStep(pending, codeAt(key, currentStep()));
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('sign_in_expired');
  });

  it('ends a pending sign-in whose password has changed since, even with the right code', async () => {
    const { admin, key, step } = await enrolledAdmin();
    const pending = await passwordStep(admin.email);
    await app.db
      .update(admins)
      .set({ passwordHash: await hashPassword('A new password of the owner 42!') })
      .where(eq(admins.id, admin.id));
    const sessionsOfAdmin = () =>
      app.db.select().from(sessions).where(eq(sessions.subjectId, admin.id));
    const before = (await sessionsOfAdmin()).length;
    const answer = await codeStep(pending, codeAt(key, step + 1));
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error.code).toBe('sign_in_expired');
    expect(await sessionsOfAdmin()).toHaveLength(before);
  });
});

describe('two-factor sign-in required for Owner and Finance', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ adminTwoFactor: 'required' });
  });
  afterAll(() => strict.close());

  const get = (cookie: string, url: string) =>
    strict.inject({ method: 'GET', url, headers: { cookie } });

  it.each([
    ['owner', '/api/admin/overview', 403],
    ['finance', '/api/admin/gst', 403],
    ['membership', '/api/admin/overview', 200],
    ['content', '/api/admin/two-factor', 200],
  ] as const)('gates a %s not enrolled on %s: %i', async (role, url, status) => {
    const admin = await insertAdmin(strict.db, { role });
    const cookie = await sessionCookie(strict.db, 'admin', admin.id);
    const answer = await get(cookie, url);
    expect(answer.statusCode).toBe(status);
    if (status === 403) {
      expect(answer.json().error.code).toBe('two_factor_required');
      expect((await get(cookie, '/api/admin/two-factor')).json()).toMatchObject({
        required: true,
      });
    }
    const session = (await get(cookie, '/api/session')).json();
    expect(session.admin.mustEnrolTwoFactor).toBe(status === 403);
  });

  it('lets an enrolled Owner through and refuses to turn it off', async () => {
    const admin = await insertAdmin(strict.db, { role: 'owner' });
    await strict.db
      .update(admins)
      .set({ totpEnabledAt: sql`now()` })
      .where(eq(admins.id, admin.id));
    const cookie = await sessionCookie(strict.db, 'admin', admin.id);
    expect((await get(cookie, '/api/admin/overview')).statusCode).toBe(200);
    const off = await strict.inject({
      method: 'POST',
      url: '/api/admin/two-factor/disable',
      headers: { cookie },
      payload: { code: '123456' },
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().error.message).toBe(
      'Your role needs two-factor sign-in, so it cannot be turned off.',
    );
  });
});

describe('inactivity', () => {
  const lastSeen = (cookieAdminId: string, minutesAgo: number) =>
    app.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutesAgo})` })
      .where(eq(sessions.subjectId, cookieAdminId));

  it('ends an administrator session after 30 minutes without a request', async () => {
    const admin = await insertAdmin(app.db);
    const cookie = await sessionCookie(app.db, 'admin', admin.id);
    await lastSeen(admin.id, 29);
    expect((await call('GET', '/api/admin/two-factor', { cookie })).statusCode).toBe(200);
    const [touched] = await app.db.select().from(sessions).where(eq(sessions.subjectId, admin.id));
    expect(Date.now() - touched!.lastSeenAt.getTime()).toBeLessThan(60_000);

    await lastSeen(admin.id, 31);
    const idle = await call('GET', '/api/admin/two-factor', { cookie });
    expect(idle.statusCode).toBe(401);
    expect(idle.json().error).toMatchObject({
      code: 'session_idle',
      message: 'Your session ended after a time without activity. Please sign in again.',
    });
    expect((await call('GET', '/api/session', { cookie })).json().admin).toBeNull();
  });
});
