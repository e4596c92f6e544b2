import {
  addDays,
  contentMessages,
  eventMessages as m,
  formatTicketCode,
  societyDay,
} from '@osi/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificates,
  contentItems,
  emailVerifications,
  eventRegistrations,
  outboxMessages,
  payments,
  receipts,
} from '../../db/schema';
import {
  guestDetails,
  guestEmail,
  paySandboxOrder,
  registerGuest,
  registrationAction,
  verifyGuest,
} from '../../../test/support/event-registration';
import { insertEvent } from '../../../test/support/events';
import { inject } from '../../../test/support/fellowship';
import { adminSessionCookie, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { latestMailTo } from '../../../test/support/membership';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { runOfferPass } from './event-places.service';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const info = async (slug: string) =>
  (await inject(app, 'GET', `/api/events/${slug}/registration`)).json();

const registrationRow = async (token: string) =>
  (await app.db.select().from(eventRegistrations).where(eq(eventRegistrations.token, token)))[0]!;

const own = async (token: string) =>
  (await inject(app, 'GET', `/api/event-registrations/${token}`)).json();

const creditNotesOf = (paymentRowId: string) =>
  app.db
    .select()
    .from(receipts)
    .where(and(eq(receipts.paymentId, paymentRowId), eq(receipts.kind, 'credit_note')));

describe("an event's registration", () => {
  it('tells its state, places, prices and rules', async () => {
    const event = await insertEvent(app.db, {
      capacity: 2,
      memberPrice: 500,
      nonMemberPrice: 1500,
      cancellationDeadline: addDays(societyDay(), 20),
      refundRule: 'half',
    });
    expect(await info(event.slug)).toMatchObject({
      eventId: event.id,
      state: 'open',
      capacity: 2,
      placesLeft: 2,
      waiting: 0,
      prices: { member: 500, nonMember: 1500, student: 0 },
      refundRule: 'half',
      cdePoints: 4,
    });
  });

  it('is none, not open, closed or past by its dates, and unknown events are 404', async () => {
    const day = (days: number) => addDays(societyDay(), days);
    const states = {
      none: { registrationOpens: '' },
      'not-open': { registrationOpens: day(2) },
      closed: { registrationOpens: day(-5), registrationCloses: day(-1) },
      past: { startDate: societyDay() },
    };
    for (const [state, value] of Object.entries(states)) {
      const event = await insertEvent(app.db, value);
      expect((await info(event.slug)).state).toBe(state);
      const refused = await registerGuest(app, event.slug);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        { none: m.notTakingRegistrations, 'not-open': m.notOpen, closed: m.closed, past: m.past }[
          state
        ],
      );
    }
    const unlisted = await insertEvent(app.db);
    await app.db
      .update(contentItems)
      .set({ publishedAt: null })
      .where(eq(contentItems.id, unlisted.id));
    expect((await inject(app, 'GET', `/api/events/${unlisted.slug}/registration`)).statusCode).toBe(
      404,
    );
    expect((await inject(app, 'GET', '/api/events/no-such-event/registration')).statusCode).toBe(
      404,
    );
  });
});

describe('deleting an event', () => {
  it('is refused once people registered for it, and allowed before', async () => {
    const admin = await adminSessionCookie(app.db);
    const remove = (id: string) => inject(app, 'DELETE', `/api/admin/content/event/${id}`, admin);
    const taken = await insertEvent(app.db);
    await registerGuest(app, taken.slug);
    const refused = await remove(taken.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(contentMessages.hasRegistrations);
    expect((await info(taken.slug)).placesLeft).toBe(49);
    expect((await remove((await insertEvent(app.db)).id)).statusCode).toBe(200);
  });
});

describe('a visitor registering', () => {
  it('must verify the e-mail first, by a code whose e-mail names the event', async () => {
    const event = await insertEvent(app.db);
    const email = guestEmail();
    const unverified = await inject(
      app,
      'POST',
      `/api/events/${event.slug}/registrations`,
      undefined,
      guestDetails(email),
    );
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().error.message).toBe(m.emailNotVerified);
    await verifyGuest(app, event.slug, email);
    const codeMail = await app.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
    expect(codeMail[0]!.text).toContain('to register for Immediate Loading Workshop');
    expect(codeMail[0]!.text).not.toContain('membership application');
  });

  it('is refused an address of a member, who is asked to sign in', async () => {
    const event = await insertEvent(app.db);
    const member = await insertMember(app.db, { status: 'approved' });
    const answer = await inject(
      app,
      'POST',
      `/api/events/${event.slug}/verification-code`,
      undefined,
      { email: member.email },
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.fieldErrors).toEqual({ email: m.memberEmail });
  });

  it("is refused, with nothing taken, once the address is a member's or its check is old", async () => {
    const event = await insertEvent(app.db);
    const becameMember = guestEmail();
    await verifyGuest(app, event.slug, becameMember);
    await insertMember(app.db, { email: becameMember.toUpperCase(), status: 'approved' });
    const stale = guestEmail();
    await verifyGuest(app, event.slug, stale);
    await app.db
      .update(emailVerifications)
      .set({ verifiedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(emailVerifications.email, stale));
    const register = (slug: string, email: string) =>
      inject(app, 'POST', `/api/events/${slug}/registrations`, undefined, guestDetails(email));

    const asMember = await register(event.slug, becameMember);
    expect(asMember.statusCode).toBe(409);
    expect(asMember.json().error.fieldErrors).toEqual({ email: m.memberEmail });
    const expired = await register(event.slug, stale);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.fieldErrors).toEqual({ email: m.emailNotVerified });
    expect((await register('no-such-event', stale)).statusCode).toBe(404);
    expect((await info(event.slug)).placesLeft).toBe(50);
  });

  it('gets a free place at once with the ticket by e-mail, once per address', async () => {
    const event = await insertEvent(app.db);
    const email = guestEmail();
    const answer = await registerGuest(app, event.slug, { email, category: 'student' });
    expect(answer.statusCode).toBe(201);
    const { message, registration, order } = answer.json();
    expect(message).toBe(m.registered);
    expect(order).toBeNull();
    expect(registration).toMatchObject({ status: 'registered', category: 'student', price: 0 });
    expect(registration.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const ticket = await latestMailTo(app.db, email);
    expect(ticket!.subject).toContain('Immediate Loading Workshop');
    expect(ticket!.text).toContain(formatTicketCode(registration.ticketCode));
    expect(ticket!.text).toContain(
      `http://localhost:3000/event-registration/${registration.token}`,
    );

    const again = await inject(
      app,
      'POST',
      `/api/events/${event.slug}/registrations`,
      undefined,
      guestDetails(email),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.alreadyRegistered);
    expect((await info(event.slug)).placesLeft).toBe(49);
  });

  it('refuses garbage and changes nothing', async () => {
    const event = await insertEvent(app.db);
    const email = guestEmail();
    await verifyGuest(app, event.slug, email);
    for (const body of [
      { ...guestDetails(email), category: 'member' },
      { ...guestDetails(email), mobile: '12' },
      { ...guestDetails(email), email: 'not-an-address' },
      { ...guestDetails(email), name: 'x'.repeat(500) },
      ['array'],
    ]) {
      const answer = await inject(
        app,
        'POST',
        `/api/events/${event.slug}/registrations`,
        undefined,
        body as object,
      );
      expect(answer.statusCode).toBe(400);
    }
    expect((await inject(app, 'GET', '/api/event-registrations/short')).statusCode).toBe(400);
    expect(
      (await inject(app, 'GET', `/api/event-registrations/${'a'.repeat(32)}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await inject(app, 'POST', `/api/event-registrations/${'a'.repeat(32)}/cancel`, undefined, {
          confirm: false,
        })
      ).statusCode,
    ).toBe(400);
    expect((await info(event.slug)).placesLeft).toBe(50);
  });
});

describe('a member registering', () => {
  const memberRegistration = (slug: string, cookie: string) =>
    inject(app, 'POST', `/api/me/events/${slug}/registration`, cookie, { confirm: true });

  it('pays the member price in good standing, the non-member price when lapsed', async () => {
    const event = await insertEvent(app.db, { memberPrice: 500, nonMemberPrice: 1500 });
    const good = await insertMember(app.db, {
      status: 'approved',
      mobileNo: '9123456780',
      dentalRegNumber: 'MH-4321',
    });
    const lapsed = await insertMember(app.db, {
      status: 'approved',
      memberSince: addDays(societyDay(), -800),
      validUntil: addDays(societyDay(), -400),
    });
    const first = await memberRegistration(
      event.slug,
      await sessionCookie(app.db, 'member', good.id),
    );
    expect(first.statusCode).toBe(201);
    expect(first.json().registration).toMatchObject({
      category: 'member',
      price: 500,
      status: 'held',
      name: 'Asha Rao',
      email: good.email,
    });
    expect(first.json().order).toMatchObject({ amountPaise: 50_000, gateway: 'sandbox' });
    const row = await registrationRow(first.json().registration.token);
    expect(row).toMatchObject({ mobile: '9123456780', registrationNumber: 'MH-4321' });

    const second = await memberRegistration(
      event.slug,
      await sessionCookie(app.db, 'member', lapsed.id),
    );
    expect(second.json().registration).toMatchObject({ category: 'non-member', price: 1500 });
    expect(second.json().order.amountPaise).toBe(150_000);
    expect((await memberRegistration(event.slug, '')).statusCode).toBe(401);
  });

  it('sees their registrations, the next event first', async () => {
    const member = await insertMember(app.db, { status: 'approved' });
    const cookie = await sessionCookie(app.db, 'member', member.id);
    const later = await insertEvent(app.db, { startDate: addDays(societyDay(), 60) });
    const sooner = await insertEvent(app.db, { startDate: addDays(societyDay(), 10) });
    await memberRegistration(later.slug, cookie);
    await memberRegistration(sooner.slug, cookie);
    const { items } = (await inject(app, 'GET', '/api/me/events', cookie)).json();
    expect(items.map((item: { event: { id: string } }) => item.event.id)).toEqual([
      sooner.id,
      later.id,
    ]);
    expect(items[0].ticketCode).toMatch(/^[0-9A-Z]{12}$/);
    expect(items[0]).toMatchObject({ certificateCode: null, cancelRefundPaise: 0 });

    await app.db.insert(certificates).values({
      code: 'ABCDEFGHJKMNPQRS',
      kind: 'attendance',
      memberId: member.id,
      registrationId: items[1].id,
      holderName: 'Asha Rao',
      title: 'Immediate Loading Workshop',
      issuedOn: societyDay(),
      validFrom: societyDay(),
    });
    const mine = (await inject(app, 'GET', '/api/me/events', cookie)).json();
    expect(mine.items[1].certificateCode).toBe('ABCDEFGHJKMNPQRS');
    expect((await inject(app, 'GET', '/api/me/events')).statusCode).toBe(401);
  });
});

describe('a paid place', () => {
  it('is held for its payment, then registered by the sandbox checkout with a receipt', async () => {
    const event = await insertEvent(app.db, { nonMemberPrice: 1200 });
    const registered = await registerGuest(app, event.slug);
    const { registration, order, message } = registered.json();
    expect(message).toBe(m.held);
    expect(registration.status).toBe('held');
    expect(registration.ticketCode).toBeNull();
    expect(order).toMatchObject({
      amountPaise: 120_000,
      description: 'Immediate Loading Workshop',
    });
    const held = await latestMailTo(app.db, registration.email);
    expect(held!.subject).toBe('Complete your registration: Immediate Loading Workshop');
    expect(held!.text).toContain(`/event-registration/${registration.token}`);

    const payment = await paySandboxOrder(app, order.orderId);
    const paid = await inject(app, 'POST', '/api/event-payments', undefined, payment);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().registration).toMatchObject({ status: 'registered', heldUntil: null });
    expect(paid.json().registration.receiptNumber).toMatch(/^OSI\//);
    const again = await inject(app, 'POST', '/api/event-payments', undefined, payment);
    expect(again.json().registration.id).toBe(registration.id);
    const ticket = await latestMailTo(app.db, registration.email);
    expect(ticket!.text).toContain(formatTicketCode(paid.json().registration.ticketCode));
  });

  it('paid after its hold lapsed and the place went to another is refunded in full', async () => {
    const event = await insertEvent(app.db, { capacity: 1, nonMemberPrice: 800 });
    const first = (await registerGuest(app, event.slug)).json();
    const second = (await registerGuest(app, event.slug)).json();
    expect(second.registration.status).toBe('waiting');
    await app.db
      .update(eventRegistrations)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(eventRegistrations.id, first.registration.id));
    await runOfferPass(app.db, app.config.publicUrl);
    expect((await own(second.registration.token)).status).toBe('held');

    const paid = await inject(
      app,
      'POST',
      '/api/event-payments',
      undefined,
      await paySandboxOrder(app, first.order.orderId),
    );
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.message).toBe(m.placeGoneRefunded);
    const [row] = await app.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, first.order.orderId));
    expect(row!.refundedPaise).toBe(80_000);
    expect(await creditNotesOf(row!.id)).toHaveLength(1);
    expect((await own(first.registration.token)).status).toBe('lapsed');
  });

  it('paid after its hold lapsed takes a place still free', async () => {
    const event = await insertEvent(app.db, { capacity: 5, nonMemberPrice: 800 });
    const { registration, order } = (await registerGuest(app, event.slug)).json();
    await app.db
      .update(eventRegistrations)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(eventRegistrations.id, registration.id));
    await runOfferPass(app.db, app.config.publicUrl);
    expect((await own(registration.token)).status).toBe('lapsed');
    const paid = await inject(
      app,
      'POST',
      '/api/event-payments',
      undefined,
      await paySandboxOrder(app, order.orderId),
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.json().registration.status).toBe('registered');
  });
});

describe('a lapsed hold registered again', () => {
  it('keeps the new registration apart: the old order paid late is refunded', async () => {
    const event = await insertEvent(app.db, { nonMemberPrice: 400 });
    const email = guestEmail();
    const first = (await registerGuest(app, event.slug, { email })).json();
    await app.db
      .update(eventRegistrations)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(eventRegistrations.id, first.registration.id));
    await runOfferPass(app.db, app.config.publicUrl);
    const again = (
      await inject(
        app,
        'POST',
        `/api/events/${event.slug}/registrations`,
        undefined,
        guestDetails(email),
      )
    ).json();
    expect(again.registration.status).toBe('held');

    const late = await inject(
      app,
      'POST',
      '/api/event-payments',
      undefined,
      await paySandboxOrder(app, first.order.orderId),
    );
    expect(late.statusCode).toBe(409);
    expect((await own(first.registration.token)).status).toBe('lapsed');
    expect((await own(again.registration.token)).status).toBe('held');
    const paid = await inject(
      app,
      'POST',
      '/api/event-payments',
      undefined,
      await paySandboxOrder(app, again.order.orderId),
    );
    expect(paid.json().registration).toMatchObject({
      id: again.registration.id,
      status: 'registered',
    });
  });
});

describe('the waiting list', () => {
  it('offers a freed place to the first waiting; the offer lapses and passes on', async () => {
    const event = await insertEvent(app.db, { capacity: 1, offerHours: 24 });
    const holder = (await registerGuest(app, event.slug)).json().registration;
    const next = (await registerGuest(app, event.slug)).json();
    const last = (await registerGuest(app, event.slug)).json().registration;
    expect(next.message).toBe(m.waiting);
    expect(next.registration.waitingPosition).toBe(1);
    expect(last.waitingPosition).toBe(2);
    expect((await latestMailTo(app.db, last.email))!.text).toContain('number 2');
    expect(await info(event.slug)).toMatchObject({ state: 'full', placesLeft: 0, waiting: 2 });

    const cancelled = await registrationAction(app, holder.token, 'cancel');
    expect(cancelled.json()).toMatchObject({
      message: m.cancelled,
      registration: { status: 'cancelled' },
    });
    const offered = await own(next.registration.token);
    expect(offered.status).toBe('held');
    const hours = (Date.parse(offered.heldUntil) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const offer = await latestMailTo(app.db, next.registration.email);
    expect(offer!.text).toContain(
      `http://localhost:3000/event-registration/${next.registration.token}`,
    );
    expect((await own(last.token)).waitingPosition).toBe(1);

    await app.db
      .update(eventRegistrations)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(eventRegistrations.id, next.registration.id));
    await runOfferPass(app.db, app.config.publicUrl);
    expect((await own(next.registration.token)).status).toBe('lapsed');
    expect((await latestMailTo(app.db, next.registration.email))!.subject).toContain('lapsed');
    expect((await registrationAction(app, next.registration.token, 'accept')).statusCode).toBe(409);
    expect((await own(last.token)).status).toBe('held');

    const accepted = await registrationAction(app, last.token, 'accept');
    expect(accepted.json()).toMatchObject({
      message: m.registered,
      registration: { status: 'registered' },
    });
    expect(await info(event.slug)).toMatchObject({ placesLeft: 0, waiting: 0 });
  });

  it('offers a paid place, taken by accepting and paying', async () => {
    const event = await insertEvent(app.db, { capacity: 1, nonMemberPrice: 600 });
    const holder = (await registerGuest(app, event.slug)).json();
    const next = (await registerGuest(app, event.slug)).json().registration;
    const cancelled = await registrationAction(app, holder.registration.token, 'cancel');
    expect(cancelled.json().message).toBe(m.cancelled);
    expect((await own(next.token)).status).toBe('held');

    const accepted = await registrationAction(app, next.token, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ message: m.held, order: { amountPaise: 60_000 } });
    const paid = await inject(
      app,
      'POST',
      '/api/event-payments',
      undefined,
      await paySandboxOrder(app, accepted.json().order.orderId),
    );
    expect(paid.json().registration).toMatchObject({ id: next.id, status: 'registered' });
    // The first holder's order, paid now after cancelling, is refunded in full.
    const late = await inject(
      app,
      'POST',
      '/api/event-payments',
      undefined,
      await paySandboxOrder(app, holder.order.orderId),
    );
    expect(late.statusCode).toBe(409);
    const [row] = await app.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, holder.order.orderId));
    expect(row!.refundedPaise).toBe(60_000);
  });

  it('lets a waiting registration be cancelled, freeing nothing', async () => {
    const event = await insertEvent(app.db, { capacity: 1 });
    await registerGuest(app, event.slug);
    const waiting = (await registerGuest(app, event.slug)).json().registration;
    const cancelled = await registrationAction(app, waiting.token, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(await info(event.slug)).toMatchObject({ placesLeft: 0, waiting: 0 });
  });
});

describe('cancelling a paid place', () => {
  const paidPlace = async (value: Record<string, unknown>) => {
    const event = await insertEvent(app.db, { nonMemberPrice: 1000, ...value });
    const { registration, order } = (await registerGuest(app, event.slug)).json();
    await inject(
      app,
      'POST',
      '/api/event-payments',
      undefined,
      await paySandboxOrder(app, order.orderId),
    );
    const [payment] = await app.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.orderId));
    return { registration, payment: payment! };
  };

  it('before the deadline refunds by the rule, with a credit note', async () => {
    const { registration, payment } = await paidPlace({
      cancellationDeadline: addDays(societyDay(), 5),
      refundRule: 'half',
    });
    expect((await own(registration.token)).cancelRefundPaise).toBe(50_000);
    const cancelled = await registrationAction(app, registration.token, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(m.cancelledWithRefund('₹500'));
    expect(cancelled.json().registration.cancelRefundPaise).toBeNull();
    const [after] = await app.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after!.refundedPaise).toBe(50_000);
    expect(await creditNotesOf(payment.id)).toHaveLength(1);
  });

  it('after the deadline refunds nothing', async () => {
    const { registration, payment } = await paidPlace({
      cancellationDeadline: addDays(societyDay(), -1),
      refundRule: 'full',
    });
    expect((await own(registration.token)).cancelRefundPaise).toBe(0);
    const cancelled = await registrationAction(app, registration.token, 'cancel');
    expect(cancelled.json().message).toBe(m.cancelled);
    expect(await creditNotesOf(payment.id)).toHaveLength(0);
  });

  it('is refused once the event has begun', async () => {
    const { registration } = await paidPlace({});
    await app.db
      .update(contentItems)
      .set({
        value: sql`jsonb_set(${contentItems.value}, '{startDate}', to_jsonb(${societyDay()}::text))`,
      })
      .where(eq(contentItems.id, (await registrationRow(registration.token)).eventId));
    const refused = await registrationAction(app, registration.token, 'cancel');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(m.cannotCancel);
    expect((await own(registration.token)).cancelRefundPaise).toBeNull();
  });
});
