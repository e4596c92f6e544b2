import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, memberTermMessages, societyDay } from '@osi/shared';
import { auditEvents } from '../../db/schema';
import { adminSessionCookie, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminSessionCookie(app.db);
});
afterAll(() => app.close());

const setTerm = (id: string, payload: object, cookie = admin) =>
  app.inject({ method: 'PUT', url: `/api/admin/members/${id}/term`, payload, headers: { cookie } });
const termOf = async (id: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/admin/members/${id}`, headers: { cookie: admin } })
  ).json().term;

describe("changing a member's term", () => {
  it('is for administrators only', async () => {
    const member = await insertMember(app.db, { status: 'approved' });
    const own = await sessionCookie(app.db, 'member', member.id);
    const later = { lifeMember: false, validUntil: addDays(societyDay(), 900) };
    expect((await setTerm(member.id, later, own)).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/admin/members/${member.id}/term`,
          payload: later,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('sets a new last day, then life, each audited', async () => {
    const member = await insertMember(app.db, { isManual: true, status: 'approved' });
    const before = await termOf(member.id);
    const validUntil = addDays(societyDay(), 10);

    const changed = await setTerm(member.id, { lifeMember: false, validUntil });
    expect(changed.statusCode).toBe(200);
    const expiring = { ...before, validUntil, lifeMember: false, standing: 'expiring' };
    expect(changed.json()).toEqual({ message: memberTermMessages.saved, term: expiring });
    expect(await termOf(member.id)).toEqual(expiring);

    const life = await setTerm(member.id, { lifeMember: true, validUntil: '' });
    const lifeTerm = { ...before, validUntil: null, lifeMember: true, standing: 'active' };
    expect(life.json().term).toEqual(lifeTerm);
    expect(await termOf(member.id)).toEqual(lifeTerm);

    const events = await app.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityId, member.id), eq(auditEvents.action, 'member.term-changed')),
      )
      .orderBy(auditEvents.seq);
    expect(events.map((event) => [event.before, event.after])).toEqual([
      [
        { memberSince: before.memberSince, validUntil: before.validUntil, lifeMember: false },
        { memberSince: before.memberSince, validUntil, lifeMember: false },
      ],
      [
        { memberSince: before.memberSince, validUntil, lifeMember: false },
        { memberSince: before.memberSince, validUntil: null, lifeMember: true },
      ],
    ]);
  });

  it('refuses applicants, who hold no term until approved', async () => {
    for (const status of ['pending', 'declined'] as const) {
      const applicant = await insertMember(app.db, { status });
      const refused = await setTerm(applicant.id, { lifeMember: true });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(memberTermMessages.applicant);
      expect((await termOf(applicant.id)).memberSince).toBeNull();
    }
  });

  it('checks the date, with the message on the field', async () => {
    const member = await insertMember(app.db, { status: 'approved' });
    for (const validUntil of ['', '2026-02-30', 'soon']) {
      const refused = await setTerm(member.id, { lifeMember: false, validUntil });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fieldErrors).toEqual({
        validUntil: memberTermMessages.validUntilRequired,
      });
    }
    const early = await setTerm(member.id, {
      lifeMember: false,
      validUntil: addDays(societyDay(), -1),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fieldErrors).toEqual({
      validUntil: memberTermMessages.beforeMemberSince,
    });
  });

  it('answers 404 for a member who does not exist', async () => {
    const missing = await setTerm('00000000-0000-4000-8000-000000000000', { lifeMember: true });
    expect(missing.statusCode).toBe(404);
  });
});
