import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMessages as m, type StaffRole } from '@osi/shared';
import {
  adminRecoveryCodes,
  admins,
  auditEvents,
  outboxMessages,
  sessions,
  staffInvitations,
} from '../../db/schema';
import { insertAdmin, sessionCookie } from '../../../test/support/fixtures';
import { injectAs, type InjectAs } from '../../../test/support/inject-as';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
let owner: { id: string; cookie: string };
const adminWith = async (role: StaffRole = 'owner', values = {}) => {
  const admin = await insertAdmin(app.db, { role, ...values });
  return { ...admin, cookie: await sessionCookie(app.db, 'admin', admin.id) };
};
beforeAll(async () => {
  app = await createTestApp();
  owner = await adminWith('owner');
});
afterAll(() => app.close());

const call: InjectAs = (...request) => injectAs(app)(...request);

const staffList = async () => (await call(owner.cookie, 'GET', '/api/admin/staff')).json();
const lastAudit = async (entityId: string) => {
  const [row] = await app.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.entityId, entityId))
    .orderBy(desc(auditEvents.seq));
  return row;
};
const invitationLink = async (email: string) => {
  const [mail] = await app.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, email))
    .orderBy(desc(outboxMessages.createdAt));
  return mail!.text.match(/\/admin\/invitation\/([\w-]+)/)![1]!;
};
const invite = (email: string, role: StaffRole = 'content', cookie = owner.cookie) =>
  call(cookie, 'POST', '/api/admin/staff/invitations', { name: 'Nisha Pai', email, role });
const invitationOf = async (email: string) => {
  const [row] = await app.db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.email, email));
  return row!;
};
const password = { password: 'Correct horse 42', confirmPassword: 'Correct horse 42' };

describe('the staff list', () => {
  it('shows each administrator with role, status, two-factor and last sign-in', async () => {
    const finance = await adminWith('finance', { totpEnabledAt: new Date() });
    const { staff } = await staffList();
    expect(staff).toContainEqual(
      expect.objectContaining({
        id: finance.id,
        role: 'finance',
        status: 'active',
        twoFactor: true,
        lastSignInAt: expect.any(String),
      }),
    );
    expect(staff.find((row: { id: string }) => row.id === owner.id).twoFactor).toBe(false);
  });

  it('is for Owners only', async () => {
    for (const role of ['membership', 'content', 'finance', 'check_in'] as const) {
      const { cookie } = await adminWith(role);
      expect((await call(cookie, 'GET', '/api/admin/staff')).statusCode).toBe(403);
      expect((await invite(`nope-${role}@example.org`, 'owner', cookie)).statusCode).toBe(403);
    }
    expect((await call(undefined, 'GET', '/api/admin/staff')).statusCode).toBe(401);
  });
});

describe('adding an administrator with a password', () => {
  it('gives them the role chosen, Membership unless one is', async () => {
    const add = (email: string, role?: StaffRole) =>
      call(owner.cookie, 'POST', '/api/admin/admins', {
        name: 'Ravi Menon',
        email,
        password: 'Correct horse 42',
        ...(role ? { role } : {}),
      });
    const plain = await add('ravi@example.org');
    const finance = await add('ravi.finance@example.org', 'finance');
    const roleOf = async (id: string) =>
      (await app.db.select().from(admins).where(eq(admins.id, id)))[0]?.role;
    expect(await roleOf(plain.json().id)).toBe('membership');
    expect(await roleOf(finance.json().id)).toBe('finance');
    expect(await lastAudit(finance.json().id)).toMatchObject({ after: { role: 'finance' } });
  });
});

describe('invitations', () => {
  it('e-mails a link that shows the invitation and makes the account once', async () => {
    const created = await invite('Nisha@Example.org');
    expect(created.statusCode).toBe(201);
    const pending = (await staffList()).invitations[0];
    expect(pending).toMatchObject({ email: 'nisha@example.org', role: 'content', expired: false });
    expect((await lastAudit(pending.id))?.action).toBe('staff-invitation.created');

    const token = await invitationLink('nisha@example.org');
    const view = await call(undefined, 'GET', `/api/staff-invitations/${token}`);
    expect(view.json()).toEqual({ name: 'Nisha Pai', email: 'nisha@example.org', role: 'content' });

    const mismatch = await call(undefined, 'POST', `/api/staff-invitations/${token}/accept`, {
      password: 'Correct horse 42',
      confirmPassword: 'Correct horse 43',
    });
    expect(mismatch.statusCode).toBe(400);
    const short = await call(undefined, 'POST', `/api/staff-invitations/${token}/accept`, {
      password: 'short',
      confirmPassword: 'short',
    });
    expect(short.statusCode).toBe(400);

    const accepted = await call(
      undefined,
      'POST',
      `/api/staff-invitations/${token}/accept`,
      password,
    );
    expect(accepted.statusCode).toBe(201);
    const admin = accepted.json().admin;
    expect(admin).toMatchObject({ email: 'nisha@example.org', role: 'content' });
    const cookie = accepted.cookies.find((c) => c.name === 'osi_admin_session')!;
    const session = await call(`${cookie.name}=${cookie.value}`, 'GET', '/api/session');
    expect(session.json().admin.role).toBe('content');
    expect(await lastAudit(admin.id)).toMatchObject({ action: 'admin.created', actorId: admin.id });

    const again = await call(undefined, 'POST', `/api/staff-invitations/${token}/accept`, password);
    expect(again.statusCode).toBe(404);
    expect((await call(undefined, 'GET', `/api/staff-invitations/${token}`)).statusCode).toBe(404);
    expect((await staffList()).invitations).toEqual([]);
  });

  it('makes one account when the same link is used twice at once', async () => {
    await invite('twice@example.org');
    const token = await invitationLink('twice@example.org');
    const url = `/api/staff-invitations/${token}/accept`;
    const answers = await Promise.all([
      call(undefined, 'POST', url, password),
      call(undefined, 'POST', url, password),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 404]);
    const made = await app.db.select().from(admins).where(eq(admins.email, 'twice@example.org'));
    expect(made).toHaveLength(1);
  });

  it('refuses an e-mail an administrator or a live invitation has', async () => {
    const finance = await adminWith('finance');
    for (const email of [finance.email.toUpperCase(), 'twice@example.org']) {
      const refused = await invite(email);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.fieldErrors.email).toBe(m.emailTaken);
    }
    await invite('pending@example.org');
    expect((await invite('pending@example.org')).statusCode).toBe(409);
  });

  it('makes one invitation when the same e-mail is invited several times at once', async () => {
    const spellings = ['at-once@example.org', 'AT-ONCE@example.org', 'At-Once@example.org'];
    const answers = await Promise.all([...spellings, ...spellings].map((email) => invite(email)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 409, 409, 409, 409, 409,
    ]);
    const made = await app.db
      .select()
      .from(staffInvitations)
      .where(sql`lower(${staffInvitations.email}) = 'at-once@example.org'`);
    expect(made).toHaveLength(1);
  });

  it('stops working once expired, and resending gives a new link', async () => {
    await invite('late@example.org');
    const oldToken = await invitationLink('late@example.org');
    const row = await invitationOf('late@example.org');
    await app.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.id, row.id));
    expect((await call(undefined, 'GET', `/api/staff-invitations/${oldToken}`)).statusCode).toBe(
      404,
    );
    const expired = (await staffList()).invitations.find((i: { id: string }) => i.id === row.id);
    expect(expired.expired).toBe(true);
    const accept = await call(
      undefined,
      'POST',
      `/api/staff-invitations/${oldToken}/accept`,
      password,
    );
    expect(accept.statusCode).toBe(404);

    const resent = await call(
      owner.cookie,
      'POST',
      `/api/admin/staff/invitations/${row.id}/resend`,
    );
    expect(resent.statusCode).toBe(200);
    const newToken = await invitationLink('late@example.org');
    expect(newToken).not.toBe(oldToken);
    expect((await call(undefined, 'GET', `/api/staff-invitations/${oldToken}`)).statusCode).toBe(
      404,
    );
    expect((await call(undefined, 'GET', `/api/staff-invitations/${newToken}`)).statusCode).toBe(
      200,
    );
    expect((await lastAudit(row.id))?.action).toBe('staff-invitation.resent');
  });

  it('stops working once revoked', async () => {
    await invite('revoked@example.org');
    const token = await invitationLink('revoked@example.org');
    const { id } = await invitationOf('revoked@example.org');
    expect(
      (await call(owner.cookie, 'DELETE', `/api/admin/staff/invitations/${id}`)).statusCode,
    ).toBe(200);
    expect(
      (await call(owner.cookie, 'DELETE', `/api/admin/staff/invitations/${id}`)).statusCode,
    ).toBe(404);
    expect((await call(undefined, 'GET', `/api/staff-invitations/${token}`)).statusCode).toBe(404);
    expect((await lastAudit(id))?.action).toBe('staff-invitation.revoked');
    expect((await invite('revoked@example.org')).statusCode).toBe(201);
  });
});

describe('roles and status', () => {
  it('changes a role, audited', async () => {
    const staff = await adminWith('content');
    const changed = await call(owner.cookie, 'PUT', `/api/admin/staff/${staff.id}/role`, {
      role: 'finance',
    });
    expect(changed.statusCode).toBe(200);
    expect(await lastAudit(staff.id)).toMatchObject({
      action: 'admin.role-changed',
      actorId: owner.id,
      before: { role: 'content' },
      after: { role: 'finance' },
    });
  });

  it('disables an administrator, ending their sessions, and enables them again', async () => {
    const staff = await adminWith('membership');
    const disable = await call(owner.cookie, 'PUT', `/api/admin/staff/${staff.id}/status`, {
      status: 'disabled',
    });
    expect(disable.statusCode).toBe(200);
    expect((await call(staff.cookie, 'GET', '/api/admin/members')).statusCode).toBe(401);
    const live = await app.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.subjectId, staff.id)));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    const signIn = await call(undefined, 'POST', '/api/auth/admin/login', {
      email: staff.email,
      password: 'Administrator#2025',
    });
    expect(signIn.statusCode).toBe(401);
    expect((await lastAudit(staff.id))?.action).toBe('admin.disabled');

    await call(owner.cookie, 'PUT', `/api/admin/staff/${staff.id}/status`, { status: 'active' });
    const back = await call(undefined, 'POST', '/api/auth/admin/login', {
      email: staff.email,
      password: 'Administrator#2025',
    });
    expect(back.statusCode).toBe(200);
    expect((await lastAudit(staff.id))?.action).toBe('admin.enabled');
  });

  it('does not let an administrator disable themselves', async () => {
    const refused = await call(owner.cookie, 'PUT', `/api/admin/staff/${owner.id}/status`, {
      status: 'disabled',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(m.notYourself);
  });

  it('answers 404 for an unknown administrator', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const answer = await call(owner.cookie, 'PUT', `/api/admin/staff/${unknown}/role`, {
      role: 'owner',
    });
    expect(answer.statusCode).toBe(404);
  });

  it('resets two-factor sign-in and recovery codes, audited', async () => {
    const staff = await adminWith('finance', {
      totpSecret: 'sealed',
      totpEnabledAt: new Date(),
      totpLastStep: 123,
    });
    await app.db.insert(adminRecoveryCodes).values({ adminId: staff.id, codeHash: 'x' });
    const reset = await call(owner.cookie, 'DELETE', `/api/admin/staff/${staff.id}/two-factor`);
    expect(reset.statusCode).toBe(200);
    const [row] = await app.db.select().from(admins).where(eq(admins.id, staff.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    const codes = await app.db
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.adminId, staff.id));
    expect(codes).toEqual([]);
    expect((await lastAudit(staff.id))?.action).toBe('admin.two-factor-reset');
  });
});

describe('the last active Owner', () => {
  /** Leaves exactly two active Owners, each signed in. */
  const twoOwners = async () => {
    await app.db.update(admins).set({ role: 'membership' }).where(eq(admins.role, 'owner'));
    return [await adminWith('owner'), await adminWith('owner')] as const;
  };
  const activeOwners = () =>
    app.db
      .select()
      .from(admins)
      .where(and(eq(admins.role, 'owner'), isNull(admins.disabledAt)));
  const statusesOf = (answers: { statusCode: number }[]) =>
    answers.map((answer) => answer.statusCode).sort();

  it('cannot be demoted, even when the last two Owners demote each other at once', async () => {
    const [a, b] = await twoOwners();
    const demote = (cookie: string, id: string) =>
      call(cookie, 'PUT', `/api/admin/staff/${id}/role`, { role: 'content' });
    expect(statusesOf(await Promise.all([demote(a.cookie, b.id), demote(b.cookie, a.id)]))).toEqual(
      [200, 409],
    );
    const [last] = await activeOwners();
    expect(await activeOwners()).toHaveLength(1);
    const lastCookie = last!.id === a.id ? a.cookie : b.cookie;
    const refused = await demote(lastCookie, last!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(m.lastOwner);
  });

  it('cannot be disabled, even when the last two Owners disable each other at once', async () => {
    const [a, b] = await twoOwners();
    const disable = (cookie: string, id: string) =>
      call(cookie, 'PUT', `/api/admin/staff/${id}/status`, { status: 'disabled' });
    const answers = await Promise.all([disable(a.cookie, b.id), disable(b.cookie, a.id)]);
    expect(statusesOf(answers)).toEqual([200, expect.any(Number)]);
    expect(await activeOwners()).toHaveLength(1);
  });
});
