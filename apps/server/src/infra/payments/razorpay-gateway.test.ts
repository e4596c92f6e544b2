import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unusedPort } from '../../../test/support/network';
import {
  startRazorpayStandIn,
  type RazorpayStandIn,
} from '../../../test/support/razorpay-stand-in';
import { RazorpayGateway } from './razorpay-gateway';

const unavailable = {
  statusCode: 502,
  code: 'payment_gateway_unavailable',
  message: 'The payment service is not answering. Please try again.',
};

/** A logger that keeps what the gateway logs, to check the details reach the operator. */
const recordingLogger = () => {
  const logged: unknown[][] = [];
  return { logged, logger: { error: (...entry: unknown[]) => void logged.push(entry) } };
};

let standIn: RazorpayStandIn;
beforeAll(async () => {
  standIn = await startRazorpayStandIn();
});
afterAll(() => standIn.close());

const membershipOrder = {
  amountPaise: 1_500_000,
  currency: 'INR',
  receipt: 'membership_0123456789abcdef',
  notes: { purpose: 'membership', email: 'asha@clinic.example' },
};

describe('orders', () => {
  it('creates the order through the SDK, signed in with the key id and secret', async () => {
    const gateway = standIn.gateway();
    const order = await gateway.createOrder(membershipOrder);

    expect(order).toEqual({
      orderId: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amountPaise: 1_500_000,
      currency: 'INR',
    });
    expect(standIn.orders.get(order.orderId)).toMatchObject({
      amount: 1_500_000,
      currency: 'INR',
      receipt: 'membership_0123456789abcdef',
      notes: { purpose: 'membership', email: 'asha@clinic.example' },
    });
    const credentials = Buffer.from(`${standIn.keyId}:${standIn.keySecret}`).toString('base64');
    expect(standIn.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/orders',
      authorization: `Basic ${credentials}`,
      body: {
        amount: 1_500_000,
        currency: 'INR',
        receipt: 'membership_0123456789abcdef',
        notes: { purpose: 'membership', email: 'asha@clinic.example' },
      },
    });
    expect(gateway.name).toBe('razorpay');
    expect(gateway.keyId).toBe(standIn.keyId);
  });

  it('answers 502 and logs why when Razorpay refuses the keys', async () => {
    const { logged, logger } = recordingLogger();
    const gateway = new RazorpayGateway({
      settings: { keyId: standIn.keyId, keySecret: 'not-the-secret', webhookSecret: undefined },
      logger,
      baseUrl: standIn.baseUrl,
    });
    const before = standIn.orders.size;
    await expect(gateway.createOrder(membershipOrder)).rejects.toMatchObject(unavailable);
    expect(standIn.orders.size).toBe(before);
    expect(logged).toEqual([
      [
        {
          err: {
            statusCode: 401,
            error: expect.objectContaining({ description: 'Authentication failed' }),
          },
          operation: 'create order',
        },
        'Razorpay request failed',
      ],
    ]);
  });

  it('answers 502 for an order Razorpay refuses, with its reason in the log', async () => {
    const { logged, logger } = recordingLogger();
    await expect(
      standIn.gateway({ logger }).createOrder({ ...membershipOrder, amountPaise: 99 }),
    ).rejects.toMatchObject(unavailable);
    expect(JSON.stringify(logged)).toContain('The amount must be atleast INR 1.00');
  });
});

describe('checkout signatures', () => {
  // echo -n 'order_9A33XWu170gUtm|pay_29QQoUBi66xm2f' | openssl dgst -sha256 -hmac test_secret
  const knownSignature = 'a982c20f48234e966ccc8d903bff75730b34341007236ad8c8a9d7c0ae5848c5';
  const genuine = {
    orderId: 'order_9A33XWu170gUtm',
    paymentId: 'pay_29QQoUBi66xm2f',
    signature: knownSignature,
  };
  const gateway = new RazorpayGateway({
    settings: { keyId: 'rzp_test_vector', keySecret: 'test_secret', webhookSecret: undefined },
    logger: { error: () => undefined },
  });

  it('accepts the known signature of order_id|payment_id under the key secret', () => {
    expect(gateway.verifyCheckoutSignature(genuine)).toBe(true);
  });

  it.each([
    ['another order id', { orderId: 'order_9A33XWu170gUtn' }],
    ['another payment id', { paymentId: 'pay_29QQoUBi66xm2g' }],
    ['one character changed', { signature: `${knownSignature.slice(0, -1)}6` }],
    ['upper-case hex', { signature: knownSignature.toUpperCase() }],
    ['a shorter signature', { signature: knownSignature.slice(0, 63) }],
    ['an empty signature', { signature: '' }],
  ])('refuses %s', (_case, change) => {
    expect(gateway.verifyCheckoutSignature({ ...genuine, ...change })).toBe(false);
  });

  it("accepts what Razorpay's checkout signs for an order it made", async () => {
    const ours = standIn.gateway();
    const { orderId } = await ours.createOrder(membershipOrder);
    const paid = standIn.pay(orderId);
    expect(
      ours.verifyCheckoutSignature({
        orderId: paid.razorpay_order_id,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      }),
    ).toBe(true);
  });
});

describe('payments', () => {
  const paidOrder = async (payment?: Parameters<RazorpayStandIn['pay']>[1]) => {
    const { orderId } = await standIn.gateway().createOrder(membershipOrder);
    return { orderId, paymentId: standIn.pay(orderId, payment).razorpay_payment_id };
  };

  it("maps Razorpay's payment to ours", async () => {
    const { orderId, paymentId } = await paidOrder();
    expect(await standIn.gateway().fetchPayment(paymentId)).toEqual({
      paymentId,
      orderId,
      amountPaise: 1_500_000,
      currency: 'INR',
      status: 'captured',
    });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payments/${paymentId}`,
    });
  });

  it('reports the amount and status Razorpay reports', async () => {
    const { paymentId } = await paidOrder({ amount: 250_000, status: 'failed' });
    expect(await standIn.gateway().fetchPayment(paymentId)).toMatchObject({
      amountPaise: 250_000,
      status: 'failed',
    });
  });

  it('knows no payment Razorpay does not know', async () => {
    expect(await standIn.gateway().fetchPayment('pay_00000000000000')).toBeNull();
  });

  it('captures an authorized payment for its own amount and currency', async () => {
    const { paymentId } = await paidOrder({ status: 'authorized' });
    expect(await standIn.gateway().fetchPayment(paymentId)).toMatchObject({
      status: 'captured',
      amountPaise: 1_500_000,
    });
    expect(standIn.payments.get(paymentId)?.status).toBe('captured');
    expect(standIn.requests.slice(-2)).toMatchObject([
      { method: 'GET', path: `/v1/payments/${paymentId}` },
      {
        method: 'POST',
        path: `/v1/payments/${paymentId}/capture`,
        body: { amount: 1_500_000, currency: 'INR' },
      },
    ]);
  });

  it('takes Razorpay at its word when it captured the payment itself meanwhile', async () => {
    const { paymentId } = await paidOrder({ status: 'authorized', capturedAfterNextFetch: true });
    expect(await standIn.gateway().fetchPayment(paymentId)).toMatchObject({ status: 'captured' });
    expect(standIn.requests.slice(-3).map((request) => request.method)).toEqual([
      'GET',
      'POST',
      'GET',
    ]);
  });
});

describe('when Razorpay fails', () => {
  it('answers 502 for an error of its own, with the details in the log', async () => {
    const { logged, logger } = recordingLogger();
    standIn.failNext(500, 'We are facing some trouble completing your request at the moment.');
    await expect(
      standIn.gateway({ logger }).fetchPayment('pay_29QQoUBi66xm2f'),
    ).rejects.toMatchObject(unavailable);
    expect(logged[0]?.[0]).toMatchObject({
      operation: 'fetch payment',
      err: { statusCode: 500, error: { code: 'SERVER_ERROR' } },
    });
  });

  it('answers 502 when nothing listens, naming the cause in the log', async () => {
    const { logged, logger } = recordingLogger();
    const gateway = standIn.gateway({ logger, baseUrl: `http://127.0.0.1:${await unusedPort()}` });
    await expect(gateway.createOrder(membershipOrder)).rejects.toMatchObject(unavailable);
    expect(logged[0]?.[0]).toMatchObject({
      err: { error: { code: 'ECONNREFUSED' } },
    });
  });

  it('answers 502 when no answer comes in time', async () => {
    const { logged, logger } = recordingLogger();
    standIn.stallNext();
    const started = Date.now();
    await expect(
      standIn.gateway({ logger, timeoutMs: 300 }).createOrder(membershipOrder),
    ).rejects.toMatchObject(unavailable);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(JSON.stringify(logged)).toContain('timeout of 300ms exceeded');
  });
});

describe('webhook signatures', () => {
  // echo -n '{"entity":"event","event":"payment.captured"}' | openssl dgst -sha256 -hmac webhook_test_secret
  const knownSignature = 'd7ba3698f949ad53f2f3efc0e8d9cc5d84844d176fa69bf90548de477b235401';
  const body = '{"entity":"event","event":"payment.captured"}';
  const withSecret = (webhookSecret: string | undefined) =>
    new RazorpayGateway({
      settings: { keyId: 'rzp_test_vector', keySecret: 'test_secret', webhookSecret },
      logger: { error: () => undefined },
    });

  it('checks the HMAC of the exact raw bytes with the webhook secret', () => {
    const gateway = withSecret('webhook_test_secret');
    expect(gateway.verifyWebhook(body, knownSignature)).toBe(true);
    expect(gateway.verifyWebhook(Buffer.from(body), knownSignature)).toBe(true);

    expect(gateway.verifyWebhook(JSON.stringify(JSON.parse(body), null, 1), knownSignature)).toBe(
      false,
    );
    expect(gateway.verifyWebhook(body.replace('captured', 'failed'), knownSignature)).toBe(false);
    expect(
      gateway.verifyWebhook(body, createHmac('sha256', 'test_secret').update(body).digest('hex')),
    ).toBe(false);
    expect(gateway.verifyWebhook(body, undefined)).toBe(false);
  });

  it('accepts nothing without a webhook secret', () => {
    const gateway = withSecret(undefined);
    expect(gateway.verifyWebhook(body, knownSignature)).toBe(false);
    expect(gateway.verifyWebhook(body, createHmac('sha256', '').update(body).digest('hex'))).toBe(
      false,
    );
  });
});
