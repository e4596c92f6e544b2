import { addDays, societyDay, termEnd } from '@osi/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, members, outboxMessages, payments } from '../../db/schema';
import { createInfraTestApp } from '../../../test/support/infra-app';
import {
  deliverSignedWebhook,
  paymentCapturedEvent,
  startRazorpayStandIn,
  type RazorpayStandIn,
} from '../../../test/support/razorpay-stand-in';
import {
  memberRow,
  openRenewalOrder,
  renew,
  renewingMember,
  seedRenewalTypes,
  signedPayment,
  type RenewingMember,
} from '../../../test/support/renewal';
import type { TestApp } from '../../../test/support/test-app';
import { unclaimedPayments } from '../payments/payments.service';

let standIn: RazorpayStandIn;
let app: TestApp;
let types: Awaited<ReturnType<typeof seedRenewalTypes>>;
beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  app = await createInfraTestApp({ infra: { payments: standIn.gateway() } });
  types = await seedRenewalTypes(app);
});
afterAll(async () => {
  await app.close();
  await standIn.close();
});

/** Razorpay's payment.captured event for a payment the stand-in took. */
const deliverCapture = async (paymentId: string) => {
  const body = paymentCapturedEvent(standIn.payments.get(paymentId)!);
  const response = await deliverSignedWebhook(app, standIn, body);
  expect(response.statusCode).toBe(200);
};

/** A member ten days from the end who paid for a year at Razorpay. */
const paidAtRazorpay = async () => {
  const member = await renewingMember(app, types.annual, 10);
  const order = await openRenewalOrder(app, member, types.annual.id);
  const payment = signedPayment(standIn.pay(order.orderId));
  return { member, order, payment };
};

const renewedOnce = termEnd(addDays(societyDay(), 11), 1);

const renewalsOf = async (member: RenewingMember) => ({
  audits: await app.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'member.renewed'), eq(auditEvents.entityId, member.id))),
  mails: await app.db.select().from(outboxMessages).where(eq(outboxMessages.to, member.email)),
});

const paymentRow = async (orderId: string) =>
  (await app.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

describe('a renewal the browser never confirmed', () => {
  it('is applied by the webhook, once, and the late browser is answered with the term', async () => {
    const { member, order, payment } = await paidAtRazorpay();
    await deliverCapture(payment.razorpayPaymentId);

    expect((await memberRow(app.db, member.id)).validUntil).toBe(renewedOnce);
    expect(await paymentRow(order.orderId)).toMatchObject({
      claimedByType: 'member-renewal',
      claimedById: member.id,
    });
    await deliverCapture(payment.razorpayPaymentId);
    const late = await renew(app, member, payment);
    expect(late.statusCode).toBe(200);
    expect(late.json().term).toMatchObject({ validUntil: renewedOnce });

    expect((await memberRow(app.db, member.id)).validUntil).toBe(renewedOnce);
    const { audits, mails } = await renewalsOf(member);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: 'system', actorId: null });
    expect(mails.map((mail) => mail.subject)).toEqual(['Your membership has been renewed']);
  });

  it('is left alone by a webhook arriving after the browser renewed', async () => {
    const { member, payment } = await paidAtRazorpay();
    expect((await renew(app, member, payment)).statusCode).toBe(200);
    await deliverCapture(payment.razorpayPaymentId);

    expect((await memberRow(app.db, member.id)).validUntil).toBe(renewedOnce);
    const { audits, mails } = await renewalsOf(member);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: 'member', actorId: member.id });
    expect(mails).toHaveLength(1);
  });

  it('applies once when the browser and the webhook arrive together', async () => {
    const { member, payment } = await paidAtRazorpay();
    const [browser] = await Promise.all([
      renew(app, member, payment),
      deliverCapture(payment.razorpayPaymentId),
    ]);
    expect(browser.statusCode).toBe(200);
    expect(browser.json().term).toMatchObject({ validUntil: renewedOnce });
    expect((await memberRow(app.db, member.id)).validUntil).toBe(renewedOnce);
    expect((await renewalsOf(member)).audits).toHaveLength(1);
  });

  it('stays captured and unclaimed, listed for reconciliation, when its member was deleted', async () => {
    const { member, order, payment } = await paidAtRazorpay();
    await app.db.update(members).set({ deletedAt: new Date() }).where(eq(members.id, member.id));
    await deliverCapture(payment.razorpayPaymentId);

    expect(await paymentRow(order.orderId)).toMatchObject({ status: 'captured', claimedAt: null });
    expect((await memberRow(app.db, member.id)).validUntil).toBe(addDays(societyDay(), 10));
    const { items } = await unclaimedPayments(app.db, 1, 100);
    expect(items.find((item) => item.orderId === order.orderId)).toMatchObject({
      purpose: 'renewal',
      email: member.email,
      amount: 2000,
    });
  });
});

describe('what Razorpay says is checked', () => {
  it('refuses a capture of another amount and changes nothing', async () => {
    const member = await renewingMember(app, types.annual, 10);
    const order = await openRenewalOrder(app, member, types.annual.id);
    const payment = signedPayment(standIn.pay(order.orderId, { amount: 100 }));
    const response = await renew(app, member, payment);
    expect(response.statusCode).toBe(400);
    expect((await memberRow(app.db, member.id)).validUntil).toBe(addDays(societyDay(), 10));
    expect(await paymentRow(order.orderId)).toMatchObject({ status: 'created', claimedAt: null });
  });
});
