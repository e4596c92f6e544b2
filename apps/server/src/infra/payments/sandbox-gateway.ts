import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { storeSettingOnce } from '../../db/store-setting-once';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type {
  CheckoutResult,
  GatewayRefund,
  NewOrder,
  NewRefund,
  PaymentGateway,
} from './payment-gateway';
import {
  checkoutSignature,
  hmacHex,
  razorpayStyleId,
  signatureMatches,
} from './razorpay-signature';
import {
  findPayment,
  hasCapturedPayment,
  insertOrder,
  insertPayment,
  insertRefund,
  lockOrder,
  lockPaymentWithRefunds,
} from './sandbox.repository';

const secretsSettingKey = 'sandbox_gateway_secret';
const secretsSchema = z.object({
  keySecret: z.string().min(1),
  webhookSecret: z.string().min(1),
});
type SandboxSecrets = z.infer<typeof secretsSchema>;

const newOrderSchema = z.object({
  amountPaise: z.number().int().min(100),
  currency: z.string().regex(/^[A-Z]{3}$/),
  receipt: z.string().min(1).max(40),
  notes: z
    .record(z.string(), z.string().max(256))
    .refine((notes) => Object.keys(notes).length <= 15, 'At most 15 notes.')
    .default({}),
});

export type SandboxOutcome = 'success' | 'failure';

/** Razorpay Checkout's answers: the signed triple on success, its payment.failed error otherwise. */
export type SandboxCheckoutAnswer =
  | { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
  | {
      error: {
        code: 'BAD_REQUEST_ERROR';
        description: string;
        reason: 'payment_failed';
        metadata: { order_id: string; payment_id: string };
      };
    };

/**
 * The offline gateway. It keeps the books Razorpay would keep (sandbox_orders, sandbox_payments)
 * and signs with secrets generated once and stored in the settings table, so every process on
 * the database signs and verifies alike and a payment made in one is known to all.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  readonly keyId = 'rzp_test_sandbox';

  private constructor(
    private readonly db: Database,
    private readonly secrets: SandboxSecrets,
  ) {}

  static async open(db: Database) {
    const stored = await storeSettingOnce(db, secretsSettingKey, {
      keySecret: randomBytes(32).toString('hex'),
      webhookSecret: randomBytes(32).toString('hex'),
    });
    return new SandboxGateway(db, secretsSchema.parse(stored));
  }

  async createOrder(order: NewOrder) {
    const { amountPaise, currency, receipt, notes } = newOrderSchema.parse(order);
    const orderId = razorpayStyleId('order');
    await insertOrder(this.db, { orderId, amountPaise, currency, receipt, notes });
    return { orderId, amountPaise, currency };
  }

  verifyCheckoutSignature({ orderId, paymentId, signature }: CheckoutResult) {
    return signatureMatches(
      checkoutSignature(this.secrets.keySecret, orderId, paymentId),
      signature,
    );
  }

  async fetchPayment(paymentId: string) {
    return (await findPayment(this.db, paymentId)) ?? null;
  }

  /** Refunds at once, as Razorpay would (processed), never more than was captured. */
  refundPayment({ paymentId, amountPaise, receipt }: NewRefund) {
    return this.db.transaction(async (tx): Promise<GatewayRefund> => {
      const payment = await lockPaymentWithRefunds(tx, paymentId);
      if (!payment || payment.status !== 'captured') throw notFound('No such captured payment.');
      if (amountPaise < 100 || payment.refundedPaise + amountPaise > payment.amountPaise) {
        throw badRequest('The refund amount is more than what is left of the payment.');
      }
      const refundId = razorpayStyleId('rfnd');
      await insertRefund(tx, { refundId, paymentId, amountPaise, receipt });
      return { refundId, paymentId, amountPaise, status: 'processed' };
    });
  }

  verifyWebhook(rawBody: string | Buffer, signature: string | undefined) {
    return signatureMatches(hmacHex(this.secrets.webhookSecret, rawBody), signature);
  }

  /**
   * What the sandbox checkout dialog does when the payer clicks pay (success) or fail: records a
   * captured or failed payment against the order and answers as Razorpay Checkout would.
   */
  completeCheckout({ orderId, outcome }: { orderId: string; outcome: SandboxOutcome }) {
    return this.db.transaction(async (tx): Promise<SandboxCheckoutAnswer> => {
      if (!(await lockOrder(tx, orderId))) throw notFound('No such order.');
      if (await hasCapturedPayment(tx, orderId)) {
        throw conflict('This order has already been paid.');
      }
      const paymentId = razorpayStyleId('pay');
      await insertPayment(tx, {
        paymentId,
        orderId,
        status: outcome === 'success' ? 'captured' : 'failed',
      });
      if (outcome === 'failure') {
        return {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Your payment could not be completed.',
            reason: 'payment_failed',
            metadata: { order_id: orderId, payment_id: paymentId },
          },
        };
      }
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: orderId,
        razorpay_signature: checkoutSignature(this.secrets.keySecret, orderId, paymentId),
      };
    });
  }
}
