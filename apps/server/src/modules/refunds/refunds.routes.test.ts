import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYear, societyDay } from '@osi/shared';
import { auditEvents, members, payments, receipts, refunds } from '../../db/schema';
import { adminSessionCookie, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { createInfraTestApp } from '../../../test/support/infra-app';
import {
  postRegistration,
  seedMembershipTypes,
  verifiedPaidApplicant,
} from '../../../test/support/membership';
import { thisMonthTotal } from '../../../test/support/month-totals';
import { pdfText } from '../../../test/support/pdf-text';
import {
  deliverSignedWebhook,
  startRazorpayStandIn,
  type RazorpayStandIn,
} from '../../../test/support/razorpay-stand-in';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/** A member registered through the wizard (Student Member, ₹2,500) and their payment's row. */
const registeredPayment = async (app: TestApp) => {
  const types = await seedMembershipTypes(app.db);
  const email = `refund-${randomUUID().slice(0, 8)}@example.org`;
  const { body } = await verifiedPaidApplicant(app, email, types.student.id);
  expect((await postRegistration(app, body)).statusCode).toBe(201);
  const [member] = await app.db.select().from(members).where(eq(members.email, email));
  const [payment] = await app.db.select().from(payments).where(eq(payments.memberId, member!.id));
  return { member: member!, payment: payment! };
};

const refund = (app: TestApp, cookie: string, paymentRowId: string, body: object) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/payments/${paymentRowId}/refunds`,
    headers: { cookie },
    payload: body,
  });

const creditNotesOf = (app: TestApp, paymentRowId: string) =>
  app.db
    .select()
    .from(receipts)
    .where(and(eq(receipts.paymentId, paymentRowId), eq(receipts.kind, 'credit_note')))
    .orderBy(receipts.sequence);

const paymentRow = async (app: TestApp, id: string) =>
  (await app.db.select().from(payments).where(eq(payments.id, id)))[0]!;

describe('refunds through the sandbox gateway', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await adminSessionCookie(app.db);
  });
  afterAll(() => app.close());

  it('refunds part of a payment, then the rest, each with a numbered credit note', async () => {
    const { member, payment } = await registeredPayment(app);
    const counted = await thisMonthTotal(app.db, 'membership');
    const first = await refund(app, admin, payment.id, { amount: 1000.5, reason: 'Duplicate fee' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'The payment was refunded and a credit note issued.',
      refund: { amount: 1000.5, reason: 'Duplicate fee', status: 'processed' },
    });
    expect((await paymentRow(app, payment.id)).refundedPaise).toBe(100_050);
    expect(await thisMonthTotal(app.db, 'membership')).toEqual({
      ...counted,
      refundedPaise: counted.refundedPaise + 100_050,
    });

    const rest = await refund(app, admin, payment.id, { amount: 1499.5, reason: 'Withdrew' });
    expect(rest.statusCode).toBe(201);
    expect((await paymentRow(app, payment.id)).refundedPaise).toBe(250_000);
    expect(await thisMonthTotal(app.db, 'membership')).toEqual({
      ...counted,
      refundedPaise: counted.refundedPaise + 250_000,
    });

    const series = `OSI/CN/${financialYear(societyDay())}`;
    const notes = await creditNotesOf(app, payment.id);
    expect(notes.map((note) => [note.number, note.amountPaise])).toEqual([
      [`${series}/000001`, 100_050],
      [`${series}/000002`, 149_950],
    ]);

    const over = await refund(app, admin, payment.id, { amount: 1, reason: 'Again' });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fieldErrors).toEqual({
      amount: 'At most ₹0 of this payment can still be refunded.',
    });

    const actions = await app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, payment.id));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'payment.refund-processed',
      'payment.refund-processed',
      'payment.refund-requested',
      'payment.refund-requested',
    ]);

    const cookie = await sessionCookie(app.db, 'member', member.id);
    const list = await app.inject({ method: 'GET', url: '/api/me/payments', headers: { cookie } });
    expect(list.json().items[0]).toMatchObject({
      refundedPaise: 250_000,
      creditNotes: [`${series}/000001`, `${series}/000002`],
    });
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/me/receipts/${encodeURIComponent(`${series}/000001`)}`,
      headers: { cookie },
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Credit Note No. ${series}/000001`);
    expect(text).toMatch(/Against receipt No\. OSI\/\d{4}-\d{2}\/\d{6}/);
    expect(text).toContain('Refund of Membership: Student Member');
    expect(text).toContain('Total refunded');
    expect(text).toContain('₹1,000.50');

    const asAdmin = await app.inject({
      method: 'GET',
      url: `/api/admin/receipts/${encodeURIComponent(`${series}/000002`)}`,
      headers: { cookie: admin },
    });
    expect(await pdfText(asAdmin.rawPayload)).toContain('₹1,499.50');
  });

  it('refuses what cannot be refunded, and changes nothing', async () => {
    const { payment } = await registeredPayment(app);
    const cases: [object, number][] = [
      [{ amount: 0, reason: 'x' }, 400],
      [{ amount: 10.005, reason: 'x' }, 400],
      [{ amount: 10, reason: ' ' }, 400],
      [{ amount: 2500.01, reason: 'Too much' }, 400],
    ];
    for (const [body, status] of cases) {
      expect((await refund(app, admin, payment.id, body)).statusCode).toBe(status);
    }
    expect((await refund(app, admin, randomUUID(), { amount: 1, reason: 'x' })).statusCode).toBe(
      404,
    );
    const [unpaid] = await app.db
      .insert(payments)
      .values({
        gateway: 'sandbox',
        purpose: 'membership',
        orderId: `order_${randomUUID().slice(0, 14)}`,
        amountPaise: 100_000,
        email: 'unpaid@example.org',
      })
      .returning();
    const notPaid = await refund(app, admin, unpaid!.id, { amount: 1, reason: 'x' });
    expect(notPaid.statusCode).toBe(400);
    expect(notPaid.json().error.message).toBe(
      'Only a payment the society received can be refunded.',
    );
    expect((await paymentRow(app, payment.id)).refundedPaise).toBe(0);
    expect(await app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toEqual(
      [],
    );
  });

  it('is for administrators only', async () => {
    const { member, payment } = await registeredPayment(app);
    const cookie = await sessionCookie(app.db, 'member', member.id);
    expect((await refund(app, cookie, payment.id, { amount: 1, reason: 'x' })).statusCode).toBe(
      401,
    );
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment.id}/refunds`,
      payload: { amount: 1, reason: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('never refunds more than was paid when two refunds race', async () => {
    const { payment } = await registeredPayment(app);
    const answers = await Promise.all(
      [1500, 1500].map((amount) => refund(app, admin, payment.id, { amount, reason: 'Race' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect((await paymentRow(app, payment.id)).refundedPaise).toBe(150_000);
  });
});

describe('refunds through Razorpay', () => {
  let standIn: RazorpayStandIn;
  let app: TestApp;
  let admin: string;
  let typeId: string;
  beforeAll(async () => {
    standIn = await startRazorpayStandIn();
    app = await createInfraTestApp({ infra: { payments: standIn.gateway() } });
    admin = await adminSessionCookie(app.db);
    typeId = (await seedMembershipTypes(app.db)).student.id;
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  /** A captured payment of ours at the stand-in, with its row. */
  const capturedPayment = async () => {
    const member = await insertMember(app.db, { status: 'approved' });
    const order = await app.inject({
      method: 'POST',
      url: '/api/me/renewal/orders',
      headers: { cookie: await sessionCookie(app.db, 'member', member.id) },
      payload: { membershipTypeId: typeId },
    });
    const { orderId } = order.json<{ orderId: string }>();
    const paid = standIn.pay(orderId);
    const delivered = await deliverEvent('payment.captured', {
      payment: {
        entity: {
          id: paid.razorpay_payment_id,
          order_id: orderId,
          amount: standIn.orders.get(orderId)!.amount,
          currency: 'INR',
        },
      },
    });
    expect(delivered.statusCode).toBe(200);
    const [row] = await app.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(row!.status).toBe('captured');
    return row!;
  };

  const deliverEvent = (event: string, payload: object) => {
    const body = JSON.stringify({ entity: 'event', event, payload, created_at: 0 });
    return deliverSignedWebhook(app, standIn, body);
  };

  const refundEvent = (event: string, refund: object) =>
    deliverEvent(event, { refund: { entity: { entity: 'refund', ...refund } } });

  it('refunds through the API, and its webhook settles nothing twice', async () => {
    const payment = await capturedPayment();
    const answer = await refund(app, admin, payment.id, { amount: 500, reason: 'Partial' });
    expect(answer.statusCode).toBe(201);
    const [made] = [...standIn.refunds.values()].filter(
      (entry) => entry.payment_id === payment.paymentId,
    );
    expect(made).toMatchObject({ amount: 50_000 });
    const [row] = await app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(row).toMatchObject({ gatewayRefundId: made!.id, status: 'processed' });

    const event = await refundEvent('refund.processed', {
      id: made!.id,
      payment_id: payment.paymentId,
      amount: 50_000,
      receipt: row!.id,
      status: 'processed',
    });
    expect(event.statusCode).toBe(200);
    expect((await paymentRow(app, payment.id)).refundedPaise).toBe(50_000);
    expect(await creditNotesOf(app, payment.id)).toHaveLength(1);
  });

  it('records a refund made at the gateway’s dashboard, with its credit note', async () => {
    const payment = await capturedPayment();
    const event = {
      id: 'rfnd_Dashboard00001',
      payment_id: payment.paymentId,
      amount: 20_000,
      receipt: null,
      status: 'processed',
    };
    expect((await refundEvent('refund.processed', event)).statusCode).toBe(200);
    expect((await refundEvent('refund.processed', event)).statusCode).toBe(200);
    const [row] = await app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(row).toMatchObject({
      gatewayRefundId: 'rfnd_Dashboard00001',
      amountPaise: 20_000,
      status: 'processed',
      reason: 'Refunded at the payment gateway',
    });
    expect((await paymentRow(app, payment.id)).refundedPaise).toBe(20_000);
    expect(await creditNotesOf(app, payment.id)).toHaveLength(1);
  });

  it('releases what a refund held back when the gateway refuses it', async () => {
    const payment = await capturedPayment();
    standIn.failNext(400, 'The refund amount provided is greater than amount captured');
    const refused = await refund(app, admin, payment.id, { amount: 100, reason: 'Refused' });
    expect(refused.statusCode).toBe(502);
    const [row] = await app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(row!.status).toBe('failed');
    const again = await refund(app, admin, payment.id, {
      amount: payment.amountPaise / 100,
      reason: 'All of it',
    });
    expect(again.statusCode).toBe(201);
    expect(await creditNotesOf(app, payment.id)).toHaveLength(1);
  });
});
