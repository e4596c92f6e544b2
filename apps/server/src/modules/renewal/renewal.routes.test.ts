import { addDays, societyDay, termEnd } from '@osi/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, members, membershipTypes, outboxMessages, payments } from '../../db/schema';
import { sendDueReminders } from '../membership-year/reminders.service';
import { inject } from '../../../test/support/fellowship';
import { latestMailTo } from '../../../test/support/membership';
import {
  memberRow,
  paidRenewal,
  renew,
  renewingMember,
  seedRenewalTypes,
} from '../../../test/support/renewal';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
let types: Awaited<ReturnType<typeof seedRenewalTypes>>;
beforeAll(async () => {
  app = await createTestApp();
  types = await seedRenewalTypes(app);
});
afterAll(async () => {
  await app.close();
});

const today = () => societyDay();

const paymentRow = async (orderId: string) =>
  (await app.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

describe('GET /api/me/renewal', () => {
  it('quotes every offered type with the term it would give from the day after the current end', async () => {
    const member = await renewingMember(app, types.annual, 10);
    const response = await inject(app, 'GET', '/api/me/renewal', member.cookie);
    expect(response.statusCode).toBe(200);
    const start = addDays(today(), 11);
    expect(response.json()).toEqual({
      validUntil: addDays(today(), 10),
      currentTypeId: types.annual.id,
      currentTypeName: 'Annual Member',
      choices: [
        { ...types.annual, termYears: 1, validUntil: termEnd(start, 1) },
        { ...types.triennial, termYears: 3, validUntil: termEnd(start, 3) },
        { ...types.life, termYears: null, validUntil: null },
      ],
    });
  });

  it('quotes a lapsed member a term from today', async () => {
    const member = await renewingMember(app, types.annual, -100);
    const response = await inject(app, 'GET', '/api/me/renewal', member.cookie);
    expect(response.json().choices[0].validUntil).toBe(termEnd(today(), 1));
  });

  it('refuses life members and applicants not approved', async () => {
    const life = await renewingMember(app, types.life, 0, { lifeMember: true, validUntil: null });
    const lifeAnswer = await inject(app, 'GET', '/api/me/renewal', life.cookie);
    expect(lifeAnswer.statusCode).toBe(409);
    expect(lifeAnswer.json().error.message).toBe('Life members never need to renew.');

    for (const status of ['pending', 'declined'] as const) {
      const applicant = await renewingMember(app, types.annual, 0, {
        status,
        memberSince: null,
        validUntil: null,
      });
      const answer = await inject(app, 'GET', '/api/me/renewal', applicant.cookie);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.message).toBe('Your application has not been approved yet.');
    }
  });

  it('asks for a signed-in member, and refuses a deleted one', async () => {
    expect((await inject(app, 'GET', '/api/me/renewal')).statusCode).toBe(401);
    const member = await renewingMember(app, types.annual, 10);
    await app.db.update(members).set({ deletedAt: new Date() }).where(eq(members.id, member.id));
    expect((await inject(app, 'GET', '/api/me/renewal', member.cookie)).statusCode).toBe(401);
    const order = await inject(app, 'POST', '/api/me/renewal/orders', member.cookie, {
      membershipTypeId: types.annual.id,
    });
    expect(order.statusCode).toBe(401);
  });
});

describe('POST /api/me/renewal/orders', () => {
  it('prices the order from the stored price of the chosen type, whatever the body says', async () => {
    const member = await renewingMember(app, types.annual, 10);
    const response = await inject(app, 'POST', '/api/me/renewal/orders', member.cookie, {
      membershipTypeId: types.triennial.id,
      amountPaise: 100,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      amountPaise: 500_000,
      currency: 'INR',
      gateway: 'sandbox',
      description: 'Membership renewal',
    });
    expect(await paymentRow(response.json().orderId)).toMatchObject({
      purpose: 'renewal',
      email: member.email,
      amountPaise: 500_000,
      itemId: types.triennial.id,
      memberId: member.id,
      status: 'created',
    });
  });

  it('refuses a type no longer offered, on the field', async () => {
    const member = await renewingMember(app, types.annual, 10);
    const retired = await renewingMember(app, types.annual, 10);
    await app.db
      .update(membershipTypes)
      .set({ retiredAt: new Date() })
      .where(eq(membershipTypes.id, types.annual.id));
    try {
      const response = await inject(app, 'POST', '/api/me/renewal/orders', member.cookie, {
        membershipTypeId: types.annual.id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fieldErrors).toEqual({
        membershipTypeId: 'That membership type is no longer offered. Please choose another.',
      });
      const quote = await inject(app, 'GET', '/api/me/renewal', retired.cookie);
      expect(quote.json()).toMatchObject({ currentTypeId: types.annual.id });
      expect(quote.json().choices.map((choice: { id: string }) => choice.id)).toEqual([
        types.triennial.id,
        types.life.id,
      ]);
    } finally {
      await app.db
        .update(membershipTypes)
        .set({ retiredAt: null })
        .where(eq(membershipTypes.id, types.annual.id));
    }
  });

  it('refuses life members', async () => {
    const life = await renewingMember(app, types.life, 0, { lifeMember: true, validUntil: null });
    const response = await inject(app, 'POST', '/api/me/renewal/orders', life.cookie, {
      membershipTypeId: types.annual.id,
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('POST /api/me/renewal', () => {
  it('extends an expiring membership from the day after its end, audited and mailed', async () => {
    const member = await renewingMember(app, types.annual, 10);
    const { order, payment } = await paidRenewal(app, member, types.annual.id);
    const response = await renew(app, member, payment);

    const validUntil = termEnd(addDays(today(), 11), 1);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      term: { validUntil, lifeMember: false, standing: 'active' },
    });
    expect(response.json().message).toMatch(/^Thank you! Your membership is renewed until /);
    expect(await memberRow(app.db, member.id)).toMatchObject({
      validUntil,
      lifeMember: false,
      membershipTypeId: types.annual.id,
    });
    expect(await paymentRow(order.orderId)).toMatchObject({
      status: 'captured',
      claimedByType: 'member-renewal',
      claimedById: member.id,
    });
    const [audit] = await app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'member.renewed'), eq(auditEvents.entityId, member.id)));
    expect(audit).toMatchObject({
      actorType: 'member',
      actorId: member.id,
      before: { validUntil: addDays(today(), 10) },
      after: { validUntil, paymentId: payment.razorpayPaymentId },
    });
    const mail = await latestMailTo(app.db, member.email);
    expect(mail?.subject).toBe('Your membership has been renewed');
    expect(mail?.text).toContain('valid until');
    expect(mail?.text).toContain('http://localhost:3000/dashboard?tab=profile');
    expect(mail?.text).toContain(
      'Your receipt is in the Payments tab of your dashboard: http://localhost:3000/dashboard?tab=payments',
    );
  });

  it('cancels the reminder mails of the old term still queued, and starts the new term afresh', async () => {
    const member = await renewingMember(app, types.annual, 7);
    const pass = (on: string) =>
      sendDueReminders(app.db, {
        today: on,
        renewUrl: 'http://localhost:3000/dashboard',
        batchSize: 50,
      });
    await pass(today());
    const queued = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, member.email));
    expect(queued.map((mail) => [mail.subject, mail.status])).toEqual([
      [expect.stringMatching(/^Your membership ends on /), 'pending'],
    ]);

    const { payment } = await paidRenewal(app, member, types.annual.id);
    await renew(app, member, payment);
    const [reminder] = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, queued[0]!.id));
    expect(reminder!.status).toBe('cancelled');
    await pass(addDays(today(), 7));
    const mails = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, member.email));
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      queued[0]!.subject,
      'Your membership has been renewed',
    ]);
  });

  it('starts the term of a lapsed member today', async () => {
    const member = await renewingMember(app, types.annual, -100);
    const { payment } = await paidRenewal(app, member, types.annual.id);
    const response = await renew(app, member, payment);
    expect(response.json().term).toMatchObject({
      validUntil: termEnd(today(), 1),
      standing: 'active',
    });
  });

  it('renews with another type at its price and for its term', async () => {
    const member = await renewingMember(app, types.annual, 5);
    const { order, payment } = await paidRenewal(app, member, types.triennial.id);
    expect(order.amountPaise).toBe(500_000);
    await renew(app, member, payment);
    expect(await memberRow(app.db, member.id)).toMatchObject({
      validUntil: termEnd(addDays(today(), 6), 3),
      membershipTypeId: types.triennial.id,
      membershipTypeName: 'Three-year Member',
      membershipPricePaise: 500_000,
    });
  });

  it('makes a life member of one who pays for life', async () => {
    const member = await renewingMember(app, types.annual, 5);
    const { payment } = await paidRenewal(app, member, types.life.id);
    const response = await renew(app, member, payment);
    expect(response.json()).toMatchObject({
      message: 'Thank you! You are now a life member.',
      term: { lifeMember: true, validUntil: null, standing: 'active' },
    });
    expect(await memberRow(app.db, member.id)).toMatchObject({
      lifeMember: true,
      validUntil: null,
      membershipTypeId: types.life.id,
    });
  });

  it('honours the type paid for when its price changes during the checkout', async () => {
    const member = await renewingMember(app, types.annual, 5);
    const { order, payment } = await paidRenewal(app, member, types.triennial.id);
    await app.db
      .update(membershipTypes)
      .set({ deletedAt: new Date() })
      .where(eq(membershipTypes.id, types.triennial.id));
    try {
      expect((await renew(app, member, payment)).statusCode).toBe(200);
    } finally {
      await app.db
        .update(membershipTypes)
        .set({ deletedAt: null })
        .where(eq(membershipTypes.id, types.triennial.id));
    }
    expect(await memberRow(app.db, member.id)).toMatchObject({
      validUntil: termEnd(addDays(today(), 6), 3),
      membershipPricePaise: order.amountPaise,
    });
  });

  it('answers the same term again for the same payment, extending once', async () => {
    const member = await renewingMember(app, types.annual, 10);
    const { payment } = await paidRenewal(app, member, types.annual.id);
    const first = await renew(app, member, payment);
    const again = await renew(app, member, payment);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await memberRow(app.db, member.id)).validUntil).toBe(termEnd(addDays(today(), 11), 1));
  });

  it('refuses a bad signature and changes nothing', async () => {
    const member = await renewingMember(app, types.annual, 10);
    const { order, payment } = await paidRenewal(app, member, types.annual.id);
    const response = await renew(app, member, {
      ...payment,
      razorpaySignature: 'f'.repeat(64),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Payment verification failed');
    expect((await memberRow(app.db, member.id)).validUntil).toBe(addDays(today(), 10));
    expect(await paymentRow(order.orderId)).toMatchObject({ claimedAt: null });
  });

  it("refuses another member's order and renews neither", async () => {
    const payer = await renewingMember(app, types.annual, 10);
    const other = await renewingMember(app, types.annual, 10);
    const { order, payment } = await paidRenewal(app, payer, types.annual.id);
    const response = await renew(app, other, payment);
    expect(response.statusCode).toBe(400);
    expect((await memberRow(app.db, other.id)).validUntil).toBe(addDays(today(), 10));
    expect((await memberRow(app.db, payer.id)).validUntil).toBe(addDays(today(), 10));
    expect(await paymentRow(order.orderId)).toMatchObject({ claimedAt: null });
  });

  it('refuses a payment of another purpose', async () => {
    const member = await renewingMember(app, types.annual, 10);
    const response = await renew(app, member, {
      razorpayOrderId: 'order_NotOurs000001',
      razorpayPaymentId: 'pay_NotOurs000001',
      razorpaySignature: 'a'.repeat(64),
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a member who became a life member after ordering, leaving the payment unclaimed', async () => {
    const member = await renewingMember(app, types.annual, 10);
    const { order, payment } = await paidRenewal(app, member, types.annual.id);
    await app.db.update(members).set({ lifeMember: true }).where(eq(members.id, member.id));
    const response = await renew(app, member, payment);
    expect(response.statusCode).toBe(409);
    expect(await paymentRow(order.orderId)).toMatchObject({ status: 'captured', claimedAt: null });
  });

  it('asks for a signed-in member', async () => {
    const member = await renewingMember(app, types.annual, 10);
    const { payment } = await paidRenewal(app, member, types.annual.id);
    expect((await inject(app, 'POST', '/api/me/renewal', undefined, payment)).statusCode).toBe(401);
  });
});
