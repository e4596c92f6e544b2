import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, eventMessages, societyDay } from '@osi/shared';
import { auditEvents, outboxMessages, payments } from '../../db/schema';
import { issueReceipt } from '../payments/receipts.service';
import { insertEvent, insertRegistration } from '../../../test/support/events';
import { adminSessionCookie, insertMember } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

const m = eventMessages;

describe("the administrators' events", () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await adminSessionCookie(app.db);
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: admin } });
  const today = societyDay();
  const startingIn = (days: number, title: string, value: Record<string, unknown> = {}) =>
    insertEvent(app.db, {
      title,
      startDate: addDays(today, days),
      registrationOpens: addDays(today, Math.min(days, 0) - 30),
      ...value,
    });

  const capturedPayment = async (eventId: string, amountPaise: number, refundedPaise = 0) => {
    const [payment] = await app.db
      .insert(payments)
      .values({
        gateway: 'sandbox',
        purpose: 'event',
        orderId: `order_${randomUUID()}`,
        paymentId: `pay_${randomUUID()}`,
        amountPaise,
        refundedPaise,
        status: 'captured',
        capturedAt: new Date(),
        email: 'payer@example.org',
        itemId: eventId,
      })
      .returning();
    return payment!;
  };

  /** An event with a place of every status, two paid, and a hundred minutes between each. */
  const busyEvent = async () => {
    const event = await startingIn(10, 'Full-Arch Rehabilitation', { capacity: 3 });
    const at = (minutes: number) => new Date(Date.now() - 1000 * 60 * (600 - minutes));
    const member = await insertMember(app.db, { status: 'approved' });
    const paid = await capturedPayment(event.id, 500_000, 100_000);
    const receipt = await issueReceipt(app.db, paid);
    await capturedPayment(event.id, 300_000);
    await app.db.insert(payments).values({
      gateway: 'sandbox',
      purpose: 'event',
      orderId: `order_${randomUUID()}`,
      amountPaise: 999_900,
      email: 'abandoned@example.org',
      itemId: event.id,
    });
    const insert = (name: string, minutes: number, values: object = {}) =>
      insertRegistration(app.db, event.id, { name, createdAt: at(minutes), ...values });
    // Inserted out of order: the waiting list follows the queue, the rest their creation.
    const secondWaiting = await insert('Waiting Second', 50, { status: 'waiting' });
    const cancelled = await insert('Cancelled', 10, { status: 'cancelled' });
    const registered = await insert('Registered Paid', 20, {
      memberId: member.id,
      category: 'member',
      paymentId: paid.id,
      pricePaise: 500_000,
      checkedInAt: new Date(),
    });
    const held = await insert('Held', 40, { status: 'held' });
    const firstWaiting = await insert('Waiting First', 60, { status: 'waiting' });
    const early = await insert('Registered Early', 5);
    const lapsed = await insert('Lapsed', 70, { status: 'lapsed' });
    return {
      event,
      member,
      receipt,
      order: [early, registered, held, secondWaiting, firstWaiting, cancelled, lapsed],
    };
  };

  it('lists events that take registrations, upcoming first, with counts and income', async () => {
    const later = await startingIn(30, 'Later');
    const { event } = await busyEvent();
    const lastWeek = await startingIn(-7, 'Last week');
    const longAgo = await startingIn(-60, 'Long ago');
    await startingIn(5, 'No registrations on the site', { registrationOpens: '' });

    const answer = await get('/api/admin/events');
    expect(answer.statusCode).toBe(200);
    const items = answer.json().items;
    expect(items.map((item: { eventId: string }) => item.eventId)).toEqual([
      event.id,
      later.id,
      lastWeek.id,
      longAgo.id,
    ]);
    expect(items[0]).toEqual({
      eventId: event.id,
      title: 'Full-Arch Rehabilitation',
      startDate: addDays(today, 10),
      capacity: 3,
      registered: 2,
      held: 1,
      waiting: 2,
      checkedIn: 1,
      cancelled: 1,
      incomePaise: 500_000 - 100_000 + 300_000,
    });
    expect(items[1]).toMatchObject({ registered: 0, incomePaise: 0 });
  });

  it('lists an event’s attendees in order, with payment and waiting position, and as CSV', async () => {
    const { event, member, receipt, order } = await busyEvent();
    const answer = await get(`/api/admin/events/${event.id}/attendees`);
    expect(answer.statusCode).toBe(200);
    const { summary, items } = answer.json();
    expect(summary).toMatchObject({ eventId: event.id, registered: 2, waiting: 2 });
    expect(items.map((item: { id: string }) => item.id)).toEqual(order.map((row) => row.id));
    expect(items.map((item: { waitingPosition: number | null }) => item.waitingPosition)).toEqual([
      null,
      null,
      null,
      1,
      2,
      null,
      null,
    ]);
    expect(items[1]).toMatchObject({
      name: 'Registered Paid',
      category: 'member',
      status: 'registered',
      member: { id: member.id, membershipId: member.membershipId },
      paidPaise: 500_000,
      refundedPaise: 100_000,
      receiptNumber: receipt.number,
      checkedInAt: expect.any(String),
    });
    expect(items[0]).toMatchObject({ member: null, paidPaise: 0, receiptNumber: null });

    const csv = await get(`/api/admin/events/${event.id}/attendees.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="attendees-/);
    const lines = csv.body.trimEnd().split('\n');
    expect(lines).toHaveLength(1 + order.length);
    expect(lines[0]).toMatch(/^"Name","E-mail",/);
    expect(lines[2]).toContain('"Registered Paid"');
    expect(lines[2]).toContain('"5000"');
    expect(lines[2]).toContain(`"${receipt.number}"`);

    expect((await get(`/api/admin/events/${randomUUID()}/attendees`)).statusCode).toBe(404);
    expect((await get(`/api/admin/events/${randomUUID()}/attendees.csv`)).statusCode).toBe(404);
  });

  it('mails everyone holding a place through the outbox, audited', async () => {
    const { event, order } = await busyEvent();
    const mail = (eventId: string, payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/events/${eventId}/mail`,
        headers: { cookie: admin },
        payload,
      });
    const subject = `Venue change ${randomUUID()}`;
    const answer = await mail(event.id, { subject, body: 'We meet in Hall B.' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: m.mailQueued(3), queued: 3 });
    const queued = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, subject));
    const holders = order.filter((row) => row.status === 'registered' || row.status === 'held');
    expect(queued.map((row) => row.to).sort()).toEqual(holders.map((row) => row.email).sort());
    expect(queued[0]!.text).toContain('We meet in Hall B.');
    const audit = await app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, event.id));
    expect(audit).toEqual([{ action: 'event.attendees-mailed' }]);

    const twoLines = await mail(event.id, { subject: 'One\nTwo', body: 'x' });
    expect(twoLines.statusCode).toBe(400);
    expect((await mail(randomUUID(), { subject: 'Hello', body: 'x' })).statusCode).toBe(404);
  });

  it('shows a member’s registrations, and no one’s for an unknown member', async () => {
    const { member } = await busyEvent();
    const answer = await get(`/api/admin/members/${member.id}/events`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().registrations).toEqual([
      {
        id: expect.any(String),
        eventTitle: 'Full-Arch Rehabilitation',
        startDate: addDays(today, 10),
        category: 'member',
        status: 'registered',
        checkedInAt: expect.any(String),
      },
    ]);
    expect((await get(`/api/admin/members/${randomUUID()}/events`)).statusCode).toBe(404);
  });
});
