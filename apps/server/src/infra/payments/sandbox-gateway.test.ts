import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { settings } from '../../db/schema';
import { createTestDatabase } from '../../../test/support/test-database';
import { checkoutSignature } from './razorpay-signature';
import { SandboxGateway, type SandboxCheckoutAnswer } from './sandbox-gateway';

const hmac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('hex');

const succeeded = (answer: SandboxCheckoutAnswer) => {
  if ('error' in answer) throw new Error('expected a successful checkout');
  return answer;
};

describe('signatures as Razorpay makes them', () => {
  // echo -n 'order_9A33XWu170gUtm|pay_29QQoUBi66xm2f' | openssl dgst -sha256 -hmac test_secret
  const knownSignature = 'a982c20f48234e966ccc8d903bff75730b34341007236ad8c8a9d7c0ae5848c5';
  // echo -n '{"entity":"event","event":"payment.captured"}' | openssl dgst -sha256 -hmac webhook_test_secret
  const knownWebhookSignature = 'd7ba3698f949ad53f2f3efc0e8d9cc5d84844d176fa69bf90548de477b235401';
  const webhookBody = '{"entity":"event","event":"payment.captured"}';
  const genuine = {
    orderId: 'order_9A33XWu170gUtm',
    paymentId: 'pay_29QQoUBi66xm2f',
    signature: knownSignature,
  };

  let database: DatabaseHandle;
  let gateway: SandboxGateway;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(settings).values({
      key: 'sandbox_gateway_secret',
      value: { keySecret: 'test_secret', webhookSecret: 'webhook_test_secret' },
    });
    gateway = await SandboxGateway.open(database.db);
  });
  afterAll(() => database.close());

  it('computes the known checkout signature', () => {
    expect(checkoutSignature('test_secret', genuine.orderId, genuine.paymentId)).toBe(
      knownSignature,
    );
  });

  it('accepts the genuine checkout result under the stored secret', () => {
    expect(gateway.verifyCheckoutSignature(genuine)).toBe(true);
  });

  it.each([
    ['another order id', { orderId: 'order_9A33XWu170gUtn' }],
    ['another payment id', { paymentId: 'pay_29QQoUBi66xm2g' }],
    ['ids swapped', { orderId: genuine.paymentId, paymentId: genuine.orderId }],
    ['one character changed', { signature: `${knownSignature.slice(0, -1)}6` }],
    ['upper-case hex', { signature: knownSignature.toUpperCase() }],
    ['a shorter signature', { signature: knownSignature.slice(0, 63) }],
    ['a longer signature', { signature: `${knownSignature}0` }],
    ['an empty signature', { signature: '' }],
    [
      'a signature made with another secret',
      { signature: hmac('other', `${genuine.orderId}|${genuine.paymentId}`) },
    ],
  ])('refuses %s', (_case, change) => {
    expect(gateway.verifyCheckoutSignature({ ...genuine, ...change })).toBe(false);
  });

  it('checks webhook signatures over the exact raw bytes', () => {
    expect(gateway.verifyWebhook(webhookBody, knownWebhookSignature)).toBe(true);
    expect(gateway.verifyWebhook(Buffer.from(webhookBody), knownWebhookSignature)).toBe(true);
    expect(gateway.verifyWebhook(webhookBody, hmac('webhook_test_secret', webhookBody))).toBe(true);

    const reformatted = JSON.stringify(JSON.parse(webhookBody), null, 1);
    expect(gateway.verifyWebhook(reformatted, knownWebhookSignature)).toBe(false);
    expect(
      gateway.verifyWebhook(webhookBody.replace('captured', 'failed'), knownWebhookSignature),
    ).toBe(false);
    expect(gateway.verifyWebhook(webhookBody, hmac('test_secret', webhookBody))).toBe(false);
    expect(gateway.verifyWebhook(webhookBody, undefined)).toBe(false);
  });
});

describe('sandbox orders and payments', () => {
  let database: DatabaseHandle;
  let gateway: SandboxGateway;
  let keySecret: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    gateway = await SandboxGateway.open(database.db);
    const [row] = await database.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'sandbox_gateway_secret'));
    keySecret = (row?.value as { keySecret: string }).keySecret;
  });
  afterAll(() => database.close());

  const order = () =>
    gateway.createOrder({
      amountPaise: 1_180_000,
      currency: 'INR',
      receipt: 'membership-2025-0042',
      notes: { purpose: 'membership' },
    });

  it('generates its secrets once and keeps them in the database', () => {
    expect(keySecret).toMatch(/^[0-9a-f]{64}$/);
    expect(gateway.name).toBe('sandbox');
    expect(gateway.keyId).toBe('rzp_test_sandbox');
  });

  it('creates orders with Razorpay-shaped ids', async () => {
    const created = await order();
    expect(created).toEqual({
      orderId: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amountPaise: 1_180_000,
      currency: 'INR',
    });
    expect((await order()).orderId).not.toBe(created.orderId);
  });

  it.each([
    ['less than one rupee', { amountPaise: 99 }],
    ['a fraction of a paisa', { amountPaise: 1000.5 }],
    ['a receipt over 40 characters', { receipt: 'r'.repeat(41) }],
    ['a malformed currency', { currency: 'rupees' }],
  ])('refuses an order of %s', async (_case, change) => {
    await expect(
      gateway.createOrder({ amountPaise: 50_000, currency: 'INR', receipt: 'r-1', ...change }),
    ).rejects.toThrow();
  });

  it('completes a checkout with a payment signed over order_id|payment_id', async () => {
    const { orderId } = await order();
    const answer = succeeded(await gateway.completeCheckout({ orderId, outcome: 'success' }));
    expect(answer.razorpay_order_id).toBe(orderId);
    expect(answer.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(answer.razorpay_signature).toBe(
      hmac(keySecret, `${orderId}|${answer.razorpay_payment_id}`),
    );
    expect(
      gateway.verifyCheckoutSignature({
        orderId,
        paymentId: answer.razorpay_payment_id,
        signature: answer.razorpay_signature,
      }),
    ).toBe(true);
    expect(await gateway.fetchPayment(answer.razorpay_payment_id)).toEqual({
      paymentId: answer.razorpay_payment_id,
      orderId,
      amountPaise: 1_180_000,
      currency: 'INR',
      status: 'captured',
    });
  });

  it('records a failed attempt unsigned, and the order can still be paid once', async () => {
    const { orderId } = await order();
    const failure = await gateway.completeCheckout({ orderId, outcome: 'failure' });
    expect(failure).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Your payment could not be completed.',
        reason: 'payment_failed',
        metadata: { order_id: orderId, payment_id: expect.stringMatching(/^pay_/) },
      },
    });
    expect(JSON.stringify(failure)).not.toContain('signature');
    if (!('error' in failure)) throw new Error('expected a failure');
    expect(await gateway.fetchPayment(failure.error.metadata.payment_id)).toMatchObject({
      orderId,
      status: 'failed',
    });

    succeeded(await gateway.completeCheckout({ orderId, outcome: 'success' }));
    await expect(gateway.completeCheckout({ orderId, outcome: 'success' })).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  it('lets only one of two simultaneous checkouts of an order succeed', async () => {
    const { orderId } = await order();
    const results = await Promise.allSettled([
      gateway.completeCheckout({ orderId, outcome: 'success' }),
      gateway.completeCheckout({ orderId, outcome: 'success' }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('knows no unknown order or payment', async () => {
    await expect(
      gateway.completeCheckout({ orderId: 'order_00000000000000', outcome: 'success' }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await gateway.fetchPayment('pay_00000000000000')).toBeNull();
  });

  it('shares orders, payments and secrets with every other instance on the database', async () => {
    const { orderId } = await order();
    const answer = succeeded(await gateway.completeCheckout({ orderId, outcome: 'success' }));

    const elsewhere = await SandboxGateway.open(database.db);
    expect(
      elsewhere.verifyCheckoutSignature({
        orderId,
        paymentId: answer.razorpay_payment_id,
        signature: answer.razorpay_signature,
      }),
    ).toBe(true);
    expect(await elsewhere.fetchPayment(answer.razorpay_payment_id)).toMatchObject({
      orderId,
      amountPaise: 1_180_000,
      status: 'captured',
    });
    await expect(elsewhere.completeCheckout({ orderId, outcome: 'success' })).rejects.toMatchObject(
      { statusCode: 409 },
    );
    const rows = await database.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'sandbox_gateway_secret'));
    expect(rows).toHaveLength(1);
  });
});
