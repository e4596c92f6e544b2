import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '@osi/shared';
import { members, payments } from '../../db/schema';
import { insertAdmin, sessionCookie } from '../../../test/support/fixtures';
import { createInfraTestApp } from '../../../test/support/infra-app';
import {
  postRegistration,
  consentTo,
  seedMembershipTypes,
  verifiedPaidApplicant,
} from '../../../test/support/membership';
import {
  deliverSignedWebhook,
  startRazorpayStandIn,
  type RazorpayStandIn,
  type StandInPayment,
} from '../../../test/support/razorpay-stand-in';
import type { TestApp } from '../../../test/support/test-app';

const unavailable = 'The payment service is not answering. Please try again.';

let standIn: RazorpayStandIn;
let app: TestApp;
let types: Awaited<ReturnType<typeof seedMembershipTypes>>;
beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  app = await createInfraTestApp({ infra: { payments: standIn.gateway({ timeoutMs: 1000 }) } });
  types = await seedMembershipTypes(app.db);
});
afterAll(async () => {
  await app.close();
  await standIn.close();
});

let emailCount = 0;
const newEmail = () => `razorpay${(emailCount += 1)}-${Date.now()}@clinic.example`;
const register = (body: object) => postRegistration(app, body);
const memberWith = async (email: string) =>
  (await app.db.select().from(members).where(eq(members.email, email)))[0];
const paymentOf = async (orderId: string) =>
  (await app.db.select().from(payments).where(eq(payments.orderId, orderId)))[0];

/** An applicant whose order Razorpay (the stand-in) says was paid like this. */
const applicantPaying = (email: string, payment: Partial<StandInPayment> = {}) =>
  verifiedPaidApplicant(app, email, types.life.id, {}, (orderId) => standIn.pay(orderId, payment));

describe('registration paid through Razorpay', () => {
  it('opens a Razorpay order for the stored price and creates the member once it is paid', async () => {
    const email = newEmail();
    const { body, order } = await applicantPaying(email);
    expect(order).toMatchObject({
      gateway: 'razorpay',
      keyId: standIn.keyId,
      amountPaise: 1_500_000,
      currency: 'INR',
    });
    expect(standIn.orders.get(order.orderId)).toMatchObject({
      amount: 1_500_000,
      currency: 'INR',
      receipt: expect.stringMatching(/^membership_[0-9a-f]{16}$/),
      notes: { purpose: 'membership', email, itemId: types.life.id },
    });

    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const member = await memberWith(email);
    expect(member).toMatchObject({ status: 'pending', membershipPricePaise: 1_500_000 });
    expect(await paymentOf(order.orderId)).toMatchObject({
      gateway: 'razorpay',
      status: 'captured',
      paymentId: body.payment.razorpayPaymentId,
      claimedByType: 'member',
      claimedById: member!.id,
    });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payments/${body.payment.razorpayPaymentId}`,
    });
  });

  it('captures a payment Razorpay left authorized, then creates the member', async () => {
    const email = newEmail();
    const { body } = await applicantPaying(email, { status: 'authorized' });
    expect((await register(body)).statusCode).toBe(201);
    expect(standIn.payments.get(body.payment.razorpayPaymentId)?.status).toBe('captured');
    expect(await memberWith(email)).toBeDefined();
  });

  it('registers a payer whose first attempt failed (reported by the webhook) and who then paid', async () => {
    const email = newEmail();
    const { body, order } = await applicantPaying(email);
    const failedAttempt = JSON.stringify({
      entity: 'event',
      event: 'payment.failed',
      payload: {
        payment: {
          entity: {
            id: 'pay_FailedFirst001',
            order_id: order.orderId,
            amount: 1_500_000,
            currency: 'INR',
          },
        },
      },
    });
    const webhook = await deliverSignedWebhook(app, standIn, failedAttempt);
    expect(webhook.statusCode).toBe(200);
    expect((await paymentOf(order.orderId))?.status).toBe('failed');

    expect((await register(body)).statusCode).toBe(201);
    expect(await paymentOf(order.orderId)).toMatchObject({
      status: 'captured',
      paymentId: body.payment.razorpayPaymentId,
    });
  });
});

describe('what Razorpay says is checked, and a refusal creates nothing', () => {
  const refused = async (body: object, status: number, message: string) => {
    const response = await register(body);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toBe(message);
  };

  it.each([
    ['another amount', { amount: 250_000 }],
    ['another currency', { currency: 'USD' }],
    ['a failed payment', { status: 'failed' as const }],
    ['a refunded payment', { status: 'refunded' as const }],
  ])('a payment of %s', async (_case, payment) => {
    const email = newEmail();
    const { body, order } = await applicantPaying(email, payment);
    await refused(body, 400, paymentMessages.verificationFailed);
    expect(await memberWith(email)).toBeUndefined();
    expect(await paymentOf(order.orderId)).toMatchObject({ status: 'created', paymentId: null });
  });

  it('Razorpay answering with an error: 502', async () => {
    const email = newEmail();
    const { body, order } = await applicantPaying(email);
    standIn.failNext(500, 'We are facing some trouble completing your request at the moment.');
    await refused(body, 502, unavailable);
    expect(await memberWith(email)).toBeUndefined();
    expect(await paymentOf(order.orderId)).toMatchObject({ status: 'created', claimedAt: null });

    expect((await register(body)).statusCode).toBe(201);
  });

  it('Razorpay not answering in time: 502', async () => {
    const email = newEmail();
    const { body, order } = await applicantPaying(email);
    standIn.stallNext();
    await refused(body, 502, unavailable);
    expect(await memberWith(email)).toBeUndefined();
    expect(await paymentOf(order.orderId)).toMatchObject({ status: 'created', claimedAt: null });
  });

  it('no order when Razorpay cannot make one: 502 and no payment row', async () => {
    const email = newEmail();
    await applicantPaying(email);
    const before = await app.db.select().from(payments).where(eq(payments.email, email));
    standIn.failNext(503, 'Service unavailable.');
    const response = await app.inject({
      method: 'POST',
      url: '/api/registration/order',
      payload: { email, membershipTypeId: types.life.id, ...(await consentTo(app.db)) },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe(unavailable);
    expect(await app.db.select().from(payments).where(eq(payments.email, email))).toEqual(before);
  });
});

describe('reconciliation', () => {
  it('keeps a verified payment captured and unclaimed when the registration then fails, and lists it', async () => {
    const first = await applicantPaying(newEmail());
    expect((await register(first.body)).statusCode).toBe(201);

    const email = newEmail();
    const { body, order } = await applicantPaying(email);
    // The first applicant's picture is already claimed, so the member's transaction rolls back.
    const failed = await register({ ...body, profilePictureKey: first.body.profilePictureKey });
    expect(failed.statusCode).toBe(400);
    expect(await memberWith(email)).toBeUndefined();
    const row = await paymentOf(order.orderId);
    expect(row).toMatchObject({
      status: 'captured',
      paymentId: body.payment.razorpayPaymentId,
      claimedAt: null,
    });

    const admin = await sessionCookie(app.db, 'admin', (await insertAdmin(app.db)).id);
    const listed = await app.inject({
      method: 'GET',
      url: '/api/admin/payments/unclaimed?page=1&pageSize=100',
      headers: { cookie: admin },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toContainEqual({
      id: row!.id,
      purpose: 'membership',
      email,
      amount: 15000,
      currency: 'INR',
      orderId: order.orderId,
      paymentId: body.payment.razorpayPaymentId,
      gateway: 'razorpay',
      capturedAt: row!.capturedAt!.toISOString(),
    });
    expect(listed.json().items.map((item: { orderId: string }) => item.orderId)).not.toContain(
      first.order.orderId,
    );
  });
});
