import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, renewalPath, renewalsDuePageSchema, societyDay } from '@osi/shared';
import { members, membershipReminders, outboxMessages } from '../../db/schema';
import { writeSetting } from '../../db/settings';
import { membershipYearSettingKey } from '../../db/member-standing';
import { adminSessionCookie, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { cancelUnsentReminders, reminderWindows, sendDueReminders } from './reminders.service';

let app: TestApp;
const today = '2026-11-26';
const renewUrl = `http://localhost:3000${renewalPath}`;
const pass = (on = today) => sendDueReminders(app.db, { today: on, renewUrl, batchSize: 500 });

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  // Each test starts from members no pass has seen.
  await app.db.delete(membershipReminders);
  await app.db.update(members).set({ deletedAt: new Date() });
  await writeSetting(app.db, membershipYearSettingKey, {
    graceDays: 30,
    remindBeforeDays: [30, 7, 0],
    remindAfterDays: [14],
  });
});

const memberEnding = (validUntil: string, values: Partial<typeof members.$inferInsert> = {}) =>
  insertMember(app.db, {
    status: 'approved',
    memberSince: '2025-01-01',
    validUntil,
    mobileNo: '',
    ...values,
  });

const mailsTo = (email: string) =>
  app.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));

describe('the reminder windows', () => {
  it('run from each day to the next, the last for a week', () => {
    expect(
      reminderWindows({ graceDays: 30, remindBeforeDays: [7, 30, 0], remindAfterDays: [14] }),
    ).toEqual([
      { offsetDays: -30, untilDays: -7 },
      { offsetDays: -7, untilDays: 0 },
      { offsetDays: 0, untilDays: 14 },
      { offsetDays: 14, untilDays: 21 },
    ]);
  });
});

describe('the reminder pass', () => {
  it('sends each reminder on its day, once per term', async () => {
    const member = await memberEnding(addDays(today, 30));
    expect(await pass()).toBe(1);
    expect(await pass()).toBe(0);
    const [mail] = await mailsTo(member.email);
    expect(mail!.subject).toBe('Your membership ends on 26 December 2026');
    expect(mail!.text).toContain('in 30 days');
    expect(mail!.text).toContain(renewUrl);

    expect(await pass(addDays(today, 22))).toBe(0);
    expect(await pass(addDays(today, 23))).toBe(1);
    expect(await pass(addDays(today, 30))).toBe(1);
    expect(await pass(addDays(today, 44))).toBe(1);
    expect(await pass(addDays(today, 44))).toBe(0);
    const subjects = (await mailsTo(member.email)).map((sent) => sent.subject).sort();
    expect(subjects).toEqual([
      'Your membership ended on 26 December 2026',
      'Your membership ends on 26 December 2026',
      'Your membership ends on 26 December 2026',
      'Your membership ends today',
    ]);
    const recorded = await app.db
      .select()
      .from(membershipReminders)
      .where(eq(membershipReminders.memberId, member.id));
    expect(recorded.map((row) => row.offsetDays).sort((a, b) => a - b)).toEqual([-30, -7, 0, 14]);
    expect(recorded.every((row) => row.outboxMessageId !== null)).toBe(true);
  });

  it('catches up a missed day once, counting the days from the day it runs', async () => {
    const member = await memberEnding(addDays(today, 10));
    expect(await pass()).toBe(1);
    expect(await pass(addDays(today, 1))).toBe(0);
    const [mail] = await mailsTo(member.email);
    expect(mail!.text).toContain('in 10 days');
  });

  it('gives up on a reminder a week after its day', async () => {
    await memberEnding(addDays(today, -21));
    expect(await pass()).toBe(0);
  });

  it('reminds no life member, applicant or deleted member', async () => {
    const end = addDays(today, 7);
    await memberEnding(end, { lifeMember: true });
    await memberEnding(end, { status: 'pending' });
    await memberEnding(end, { deletedAt: new Date() });
    expect(await pass()).toBe(0);
  });

  it('follows the days the administrators set', async () => {
    await writeSetting(app.db, membershipYearSettingKey, {
      graceDays: 30,
      remindBeforeDays: [15],
      remindAfterDays: [],
    });
    await memberEnding(addDays(today, 30));
    const due = await memberEnding(addDays(today, 15));
    expect(await pass()).toBe(1);
    expect((await mailsTo(due.email)).length).toBe(1);
  });

  it('starts again for a renewed term and cancels what the old one still had queued', async () => {
    const member = await memberEnding(addDays(today, 7));
    expect(await pass()).toBe(1);
    await app.db.transaction((tx) => cancelUnsentReminders(tx, member.id));
    const [queued] = await mailsTo(member.email);
    expect(queued!.status).toBe('cancelled');

    await app.db
      .update(members)
      .set({ validUntil: addDays(today, 372) })
      .where(eq(members.id, member.id));
    expect(await pass()).toBe(0);
    expect(await pass(addDays(today, 342))).toBe(1);
  });

  it('batches a large day in transactions of the batch size', async () => {
    const due = await Promise.all(
      Array.from({ length: 7 }, () => memberEnding(addDays(today, 30))),
    );
    expect(await sendDueReminders(app.db, { today, renewUrl, batchSize: 3 })).toBe(7);
    const sent = await app.db
      .select()
      .from(outboxMessages)
      .where(
        inArray(
          outboxMessages.to,
          due.map((member) => member.email),
        ),
      );
    expect(sent).toHaveLength(7);
  });
});

describe('who is due, for the administrators', () => {
  it('lists expiring members and those in grace with the reminders sent, soonest first', async () => {
    const now = societyDay();
    const expiring = await memberEnding(addDays(now, 5), { firstName: 'Expiring' });
    const grace = await memberEnding(addDays(now, -3), { firstName: 'Grace' });
    await memberEnding(addDays(now, 40));
    await memberEnding(addDays(now, -31));
    await memberEnding(addDays(now, 5), { status: 'declined' });
    await sendDueReminders(app.db, { today: now, renewUrl, batchSize: 500 });

    const cookie = await adminSessionCookie(app.db);
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/renewals-due',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const page = renewalsDuePageSchema.parse(response.json());
    expect(page.items.map((item) => [item.id, item.standing])).toEqual([
      [grace.id, 'grace'],
      [expiring.id, 'expiring'],
    ]);
    expect(page.items[0]!.reminders.map((reminder) => reminder.offsetDays)).toEqual([0]);
    expect(page.items[1]!.reminders.map((reminder) => reminder.offsetDays)).toEqual([-7]);
    expect(page.items[1]!.name).toBe('Expiring Rao');
  });

  it('runs the pass when an administrator asks, and only for them', async () => {
    const member = await memberEnding(addDays(societyDay(), 30));
    const asMember = await sessionCookie(app.db, 'member', member.id);
    const url = '/api/admin/renewals-due/reminders';
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url, headers: { cookie: asMember } })).statusCode,
    ).toBe(401);
    const cookie = await adminSessionCookie(app.db);
    const run = { run: true };
    const first = await app.inject({ method: 'POST', url, headers: { cookie }, payload: run });
    expect(first.json()).toEqual({ sent: 1 });
    const second = await app.inject({ method: 'POST', url, headers: { cookie }, payload: run });
    expect(second.json()).toEqual({ sent: 0 });
  });
});
