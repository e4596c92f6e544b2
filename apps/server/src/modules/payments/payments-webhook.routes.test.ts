import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { createInfraTestApp } from '../../../test/support/infra-app';
import {
  startRazorpayStandIn,
  type RazorpayStandIn,
} from '../../../test/support/razorpay-stand-in';
import type { TestApp } from '../../../test/support/test-app';
import { openOrder, unclaimedPayments } from './payments.service';

const url = '/api/payments/razorpay/webhook';

let standIn: RazorpayStandIn;
let app: TestApp;
beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  app = await createInfraTestApp({ infra: { payments: standIn.gateway() } });
});
afterAll(async () => {
  await app.close();
  await standIn.close();
});

const sign = (body: string, secret = standIn.webhookSecret) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** Posts the body as Razorpay does; a null signature sends no signature header. */
const deliver = (body: string, signature: string | null = sign(body), remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-razorpay-signature': signature }),
    },
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** A Razorpay payment event as its webhook sends it. */
const paymentEvent = (
  event: string,
  payment: { id: string; order_id: string; amount: number; currency?: string; status?: string },
) =>
  JSON.stringify({
    entity: 'event',
    account_id: 'acc_StandInAcct0001',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          entity: 'payment',
          currency: 'INR',
          status: event === 'payment.failed' ? 'failed' : 'captured',
          method: 'upi',
          captured: event !== 'payment.failed',
          email: 'payer@example.org',
          ...payment,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });

const newOrder = async (amountPaise = 1_500_000) => {
  const order = await openOrder(app, {
    purpose: 'membership',
    email: `payer-${randomUUID().slice(0, 8)}@clinic.example`,
    amountPaise,
    itemId: randomUUID(),
  });
  return {
    orderId: order.orderId,
    paymentId: `pay_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
  };
};

const rowOf = async (orderId: string) => {
  const [row] = await app.db.select().from(payments).where(eq(payments.orderId, orderId));
  return row!;
};

describe('payment.captured', () => {
  it('marks our order captured with its payment id, unclaimed, for reconciliation', async () => {
    const { orderId, paymentId } = await newOrder();
    const response = await deliver(
      paymentEvent('payment.captured', { id: paymentId, order_id: orderId, amount: 1_500_000 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });

    const row = await rowOf(orderId);
    expect(row).toMatchObject({ status: 'captured', paymentId, claimedAt: null });
    expect(row.capturedAt).toBeInstanceOf(Date);
    const { items } = await unclaimedPayments(app.db, 1, 100);
    expect(items.map((item) => item.paymentId)).toContain(paymentId);
  });

  it('is idempotent: a replayed event or a later order.paid changes nothing', async () => {
    const { orderId, paymentId } = await newOrder();
    const event = paymentEvent('payment.captured', {
      id: paymentId,
      order_id: orderId,
      amount: 1_500_000,
    });
    expect((await deliver(event)).statusCode).toBe(200);
    const first = await rowOf(orderId);

    expect((await deliver(event)).statusCode).toBe(200);
    expect(
      (
        await deliver(
          paymentEvent('order.paid', { id: paymentId, order_id: orderId, amount: 1_500_000 }),
        )
      ).statusCode,
    ).toBe(200);
    expect(await rowOf(orderId)).toEqual(first);
  });

  it('reads the raw bytes: any spacing Razorpay chose is signed and accepted', async () => {
    const { orderId, paymentId } = await newOrder();
    const spaced = JSON.stringify(
      JSON.parse(
        paymentEvent('order.paid', { id: paymentId, order_id: orderId, amount: 1_500_000 }),
      ),
      null,
      3,
    );
    expect((await deliver(spaced)).statusCode).toBe(200);
    expect((await rowOf(orderId)).status).toBe('captured');
  });

  it('leaves alone an order it does not know, and answers 200 so Razorpay stops retrying', async () => {
    const before = await app.db.select().from(payments);
    const response = await deliver(
      paymentEvent('payment.captured', {
        id: 'pay_NotOurs0000001',
        order_id: 'order_NotOurs000001',
        amount: 1_500_000,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(await app.db.select().from(payments)).toEqual(before);
  });

  it('leaves alone a payment id already attached to another order', async () => {
    const first = await newOrder();
    const second = await newOrder();
    await deliver(
      paymentEvent('payment.captured', {
        id: first.paymentId,
        order_id: first.orderId,
        amount: 1_500_000,
      }),
    );
    const response = await deliver(
      paymentEvent('payment.captured', {
        id: first.paymentId,
        order_id: second.orderId,
        amount: 1_500_000,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(await rowOf(second.orderId)).toMatchObject({ status: 'created', paymentId: null });
    expect(await rowOf(first.orderId)).toMatchObject({
      status: 'captured',
      paymentId: first.paymentId,
    });
  });

  it('leaves alone a second capture for a paid order and a capture of another amount', async () => {
    const paid = await newOrder();
    await deliver(
      paymentEvent('payment.captured', {
        id: paid.paymentId,
        order_id: paid.orderId,
        amount: 1_500_000,
      }),
    );
    await deliver(
      paymentEvent('payment.captured', {
        id: 'pay_SecondPayment01',
        order_id: paid.orderId,
        amount: 1_500_000,
      }),
    );
    expect(await rowOf(paid.orderId)).toMatchObject({ paymentId: paid.paymentId });

    const other = await newOrder();
    await deliver(
      paymentEvent('payment.captured', {
        id: other.paymentId,
        order_id: other.orderId,
        amount: 250_000,
      }),
    );
    expect(await rowOf(other.orderId)).toMatchObject({ status: 'created', paymentId: null });
  });
});

describe('payment.failed', () => {
  it('marks an unpaid order failed, but never one already captured', async () => {
    const unpaid = await newOrder();
    await deliver(
      paymentEvent('payment.failed', {
        id: unpaid.paymentId,
        order_id: unpaid.orderId,
        amount: 1_500_000,
      }),
    );
    expect(await rowOf(unpaid.orderId)).toMatchObject({
      status: 'failed',
      paymentId: unpaid.paymentId,
    });

    const paid = await newOrder();
    await deliver(
      paymentEvent('payment.captured', {
        id: paid.paymentId,
        order_id: paid.orderId,
        amount: 1_500_000,
      }),
    );
    await deliver(
      paymentEvent('payment.failed', {
        id: 'pay_EarlierAttempt1',
        order_id: paid.orderId,
        amount: 1_500_000,
      }),
    );
    expect(await rowOf(paid.orderId)).toMatchObject({
      status: 'captured',
      paymentId: paid.paymentId,
    });
  });

  it('is followed by a capture when the payer tries again and pays', async () => {
    const { orderId, paymentId } = await newOrder();
    await deliver(
      paymentEvent('payment.failed', {
        id: 'pay_FirstAttempt01',
        order_id: orderId,
        amount: 1_500_000,
      }),
    );
    await deliver(
      paymentEvent('payment.captured', { id: paymentId, order_id: orderId, amount: 1_500_000 }),
    );
    expect(await rowOf(orderId)).toMatchObject({ status: 'captured', paymentId });
  });
});

describe('refused deliveries change nothing', () => {
  const capturedEvent = async () => {
    const { orderId, paymentId } = await newOrder();
    const body = paymentEvent('payment.captured', {
      id: paymentId,
      order_id: orderId,
      amount: 1_500_000,
    });
    return { orderId, body };
  };

  it.each([
    ['a tampered amount', (body: string) => ({ sent: body.replace('1500000', '1500001') })],
    ['re-formatted JSON', (body: string) => ({ sent: JSON.stringify(JSON.parse(body), null, 1) })],
    ['no signature', () => ({ signature: null })],
    [
      'a signature with the key secret',
      (body: string) => ({ signature: sign(body, standIn.keySecret) }),
    ],
    ['an upper-case signature', (body: string) => ({ signature: sign(body).toUpperCase() })],
  ])(
    '%s: 400',
    async (_case, tamper: (body: string) => { sent?: string; signature?: string | null }) => {
      const { orderId, body } = await capturedEvent();
      const change = tamper(body);
      const response = await deliver(
        change.sent ?? body,
        change.signature === undefined ? sign(body) : change.signature,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_signature');
      expect(await rowOf(orderId)).toMatchObject({ status: 'created', paymentId: null });
    },
  );

  it('a signed body that is no event: 400', async () => {
    expect((await deliver('not json')).statusCode).toBe(400);
    expect((await deliver('[1,2]')).statusCode).toBe(400);
    const noPayment = JSON.stringify({ event: 'payment.captured', payload: {} });
    expect((await deliver(noPayment)).json().error.message).toBe(
      'The event does not carry a payment.',
    );
  });

  it('an oversized body: 413', async () => {
    expect((await deliver(`{"event":"${'x'.repeat(300 * 1024)}"}`)).statusCode).toBe(413);
  });

  it('events we do not act on: 200, ignored', async () => {
    const before = await app.db.select().from(payments);
    const dispute = JSON.stringify({
      entity: 'event',
      event: 'payment.dispute.created',
      payload: { dispute: { entity: { id: 'disp_StandIn000001' } } },
    });
    expect((await deliver(dispute)).statusCode).toBe(200);
    expect(await app.db.select().from(payments)).toEqual(before);
  });

  it('too many deliveries from one address: 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1) {
      statuses.push((await deliver('{}', 'bad', '10.77.0.1')).statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 400)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});

describe('where the webhook exists', () => {
  it('refuses every event when no webhook secret is set', async () => {
    const noSecret = await createInfraTestApp({
      infra: {
        payments: standIn.gateway({
          settings: {
            keyId: standIn.keyId,
            keySecret: standIn.keySecret,
            webhookSecret: undefined,
          },
        }),
      },
    });
    try {
      const body = JSON.stringify({ event: 'refund.processed' });
      const response = await noSecret.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': sign(body) },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
    } finally {
      await noSecret.close();
    }
  });

  it('is not there with the sandbox gateway', async () => {
    const sandbox = await createInfraTestApp();
    try {
      const body = JSON.stringify({ event: 'refund.processed' });
      const response = await sandbox.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': sign(body) },
        payload: body,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});
