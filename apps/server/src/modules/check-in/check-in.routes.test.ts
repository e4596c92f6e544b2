import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, eventMessages, formatTicketCode, societyDay } from '@osi/shared';
import { cdeAwards, certificates, eventRegistrations } from '../../db/schema';
import {
  adminSessionCookie,
  insertAdmin,
  insertMember,
  sessionCookie,
} from '../../../test/support/fixtures';
import { insertEvent, insertRegistration } from '../../../test/support/events';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

const m = eventMessages;

describe('check-in at the door', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await adminSessionCookie(app.db);
  });
  afterAll(() => app.close());

  const scan = (eventId: string, code: string, cookie = admin) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}/check-in`,
      headers: { cookie },
      payload: { code },
    });

  const awardsOf = (registrationId: string) =>
    app.db.select().from(cdeAwards).where(eq(cdeAwards.registrationId, registrationId));
  const certificatesOf = (registrationId: string) =>
    app.db.select().from(certificates).where(eq(certificates.registrationId, registrationId));

  it('checks a typed ticket in once, with its CDE award and attendance certificate', async () => {
    const today = societyDay();
    const event = await insertEvent(app.db, { startDate: today, cdePoints: 6 });
    const member = await insertMember(app.db, { status: 'approved' });
    const ticket = await insertRegistration(app.db, event.id, {
      memberId: member.id,
      name: 'Dr. Kavya Menon',
      category: 'member',
    });
    await insertRegistration(app.db, event.id);

    const typed = ` ${formatTicketCode(ticket.ticketCode).toLowerCase()} `;
    const first = await scan(event.id, typed);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      checkedInNow: true,
      message: m.checkedIn,
      attendee: { name: 'Dr. Kavya Menon', category: 'member', membershipId: member.membershipId },
      counts: {
        title: 'Immediate Loading Workshop',
        startDate: today,
        registered: 2,
        checkedIn: 1,
      },
    });

    expect(await awardsOf(ticket.id)).toMatchObject([
      { memberId: member.id, eventId: event.id, points: 6, awardedOn: today },
    ]);
    expect(await certificatesOf(ticket.id)).toMatchObject([
      {
        kind: 'attendance',
        memberId: member.id,
        holderName: 'Dr. Kavya Menon',
        title: 'Immediate Loading Workshop',
        points: 6,
        accreditationNumber: 'DCI/CDE/2026/001',
        issuedOn: today,
        validFrom: today,
        validUntil: null,
      },
    ]);

    const scanned = `http://localhost:3000/admin/events/${event.id}/check-in?ticket=${ticket.ticketCode}`;
    const second = await scan(event.id, scanned);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      checkedInNow: false,
      message: m.alreadyCheckedIn,
      checkedInAt: first.json().checkedInAt,
      counts: { registered: 2, checkedIn: 1 },
    });
    expect(await awardsOf(ticket.id)).toHaveLength(1);
    expect(await certificatesOf(ticket.id)).toHaveLength(1);

    const counts = await app.inject({
      method: 'GET',
      url: `/api/admin/events/${event.id}/check-in`,
      headers: { cookie: admin },
    });
    expect(counts.json()).toEqual({
      title: 'Immediate Loading Workshop',
      startDate: today,
      registered: 2,
      checkedIn: 1,
    });
  });

  it('checks two simultaneous scans of one ticket in exactly once', async () => {
    const event = await insertEvent(app.db);
    const ticket = await insertRegistration(app.db, event.id);
    const answers = await Promise.all([
      scan(event.id, ticket.ticketCode),
      scan(event.id, ticket.ticketCode),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const results = answers.map((answer) => answer.json());
    expect(results.map((result) => result.checkedInNow).sort()).toEqual([false, true]);
    expect(results[0].checkedInAt).toBe(results[1].checkedInAt);
    expect(await awardsOf(ticket.id)).toHaveLength(1);
    expect(await certificatesOf(ticket.id)).toHaveLength(1);
  });

  it('gives no award without points, but the certificate', async () => {
    const event = await insertEvent(app.db, { cdePoints: null });
    const ticket = await insertRegistration(app.db, event.id);
    expect((await scan(event.id, ticket.ticketCode)).json().checkedInNow).toBe(true);
    expect(await awardsOf(ticket.id)).toEqual([]);
    expect(await certificatesOf(ticket.id)).toMatchObject([{ points: null }]);
  });

  it('refuses unknown tickets, another event’s, and places not confirmed', async () => {
    const event = await insertEvent(app.db);
    const other = await insertEvent(app.db, { title: 'Sinus Lift Masterclass' });
    const elsewhere = await insertRegistration(app.db, other.id);
    const waiting = await insertRegistration(app.db, event.id, { status: 'waiting' });
    const cancelled = await insertRegistration(app.db, event.id, { status: 'cancelled' });

    const unknown = await scan(event.id, '0000-0000-0000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(m.ticketUnknown);
    const garbled = await scan(event.id, 'not a ticket');
    expect(garbled.statusCode).toBe(400);

    const wrongEvent = await scan(event.id, elsewhere.ticketCode);
    expect(wrongEvent.statusCode).toBe(409);
    expect(wrongEvent.json().error.message).toBe(m.ticketOtherEvent('Sinus Lift Masterclass'));

    for (const registration of [waiting, cancelled]) {
      const refused = await scan(event.id, registration.ticketCode);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(m.ticketNotValid);
    }
    const untouched = await app.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id));
    expect(untouched.every((row) => row.checkedInAt === null)).toBe(true);
  });

  it('is for administrators only', async () => {
    const event = await insertEvent(app.db);
    const ticket = await insertRegistration(app.db, event.id);
    const member = await sessionCookie(app.db, 'member', (await insertMember(app.db)).id);
    expect((await scan(event.id, ticket.ticketCode, member)).statusCode).toBe(401);
    expect((await scan(event.id, ticket.ticketCode, '')).statusCode).toBe(401);
  });

  it('lists events near today for the Check-in role, who cannot list all events', async () => {
    const today = societyDay();
    const near = await insertEvent(app.db, { title: 'Door Event', startDate: today });
    await insertRegistration(app.db, near.id, { checkedInAt: new Date() });
    await insertRegistration(app.db, near.id);
    const far = await insertEvent(app.db, { startDate: addDays(today, 90) });
    const past = await insertEvent(app.db, { startDate: addDays(today, -30) });
    const checkIn = await sessionCookie(
      app.db,
      'admin',
      (await insertAdmin(app.db, { role: 'check_in' })).id,
    );
    const listed = await app.inject({
      method: 'GET',
      url: '/api/admin/check-in/events',
      headers: { cookie: checkIn },
    });
    expect(listed.statusCode).toBe(200);
    const items = listed.json().items as { eventId: string }[];
    expect(items).toContainEqual({
      eventId: near.id,
      title: 'Door Event',
      startDate: today,
      registered: 2,
      checkedIn: 1,
    });
    const ids = items.map((item) => item.eventId);
    expect(ids).not.toContain(far.id);
    expect(ids).not.toContain(past.id);
    const all = await app.inject({
      method: 'GET',
      url: '/api/admin/events',
      headers: { cookie: checkIn },
    });
    expect(all.statusCode).toBe(403);
  });
});
