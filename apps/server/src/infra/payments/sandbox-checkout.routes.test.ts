import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInfraTestApp } from '../../../test/support/infra-app';
import type { TestApp } from '../../../test/support/test-app';
import type { PaymentGateway } from './payment-gateway';

let app: TestApp;
beforeAll(async () => {
  app = await createInfraTestApp();
});
afterAll(() => app.close());

const checkout = (body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/checkout',
    payload: body as object,
    headers,
  });

describe('POST /api/payments/sandbox/checkout', () => {
  it('answers a successful checkout with the signed triple the gateway verifies', async () => {
    const { orderId } = await app.payments.createOrder({
      amountPaise: 250_000,
      currency: 'INR',
      receipt: 'fellowship-7',
    });
    const response = await checkout({ orderId, outcome: 'success' });
    expect(response.statusCode).toBe(200);
    const triple = response.json();
    expect(Object.keys(triple).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);
    expect(triple.razorpay_order_id).toBe(orderId);
    expect(
      app.payments.verifyCheckoutSignature({
        orderId: triple.razorpay_order_id,
        paymentId: triple.razorpay_payment_id,
        signature: triple.razorpay_signature,
      }),
    ).toBe(true);
    expect(await app.payments.fetchPayment(triple.razorpay_payment_id)).toMatchObject({
      amountPaise: 250_000,
      status: 'captured',
    });

    const again = await checkout({ orderId, outcome: 'success' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('conflict');
  });

  it('answers a failed checkout with the payment.failed error and no signature', async () => {
    const { orderId } = await app.payments.createOrder({
      amountPaise: 250_000,
      currency: 'INR',
      receipt: 'fellowship-8',
    });
    const response = await checkout({ orderId, outcome: 'failure' });
    expect(response.statusCode).toBe(200);
    expect(response.json().error).toMatchObject({
      reason: 'payment_failed',
      metadata: { order_id: orderId },
    });
  });

  it('answers 404 for an order the gateway never made', async () => {
    const response = await checkout({ orderId: 'order_ZZZZZZZZZZZZZZ', outcome: 'success' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'No such order.' } });
  });

  it.each([
    [{ orderId: 'order_1', outcome: 'success' }, 'orderId'],
    [{ orderId: "order_'; DROP TABLE x", outcome: 'success' }, 'orderId'],
    [{ orderId: 'order_ZZZZZZZZZZZZZZ', outcome: 'refund' }, 'outcome'],
    [{ outcome: 'success' }, 'orderId'],
  ])('refuses %j with a field error on %s', async (body, field) => {
    const response = await checkout(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toHaveProperty(field);
  });

  it('refuses a checkout posted from another site', async () => {
    const response = await checkout(
      { orderId: 'order_ZZZZZZZZZZZZZZ', outcome: 'success' },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('without the sandbox gateway', () => {
  it('has no sandbox checkout route', async () => {
    const anotherGateway: PaymentGateway = {
      name: 'razorpay',
      keyId: 'rzp_live_stand_in',
      createOrder: () => Promise.reject(new Error('not used')),
      verifyCheckoutSignature: () => false,
      fetchPayment: () => Promise.resolve(null),
      refundPayment: () => Promise.reject(new Error('not used')),
      verifyWebhook: () => false,
    };
    const other = await createInfraTestApp({ infra: { payments: anotherGateway } });
    try {
      const response = await other.inject({
        method: 'POST',
        url: '/api/payments/sandbox/checkout',
        payload: { orderId: 'order_ZZZZZZZZZZZZZZ', outcome: 'success' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
