import type { Executor } from '../client';
import { razorpayStyleId } from '../../infra/payments/razorpay-signature';
import {
  insertOrder,
  insertPayment as insertSandboxPayment,
  insertRefund as insertSandboxRefund,
} from '../../infra/payments/sandbox.repository';
import { insertPayment, type PaymentRow } from '../../modules/payments/payments.repository';
import {
  paymentOfOrder,
  recordGatewayCapture,
  type PaymentPurpose,
} from '../../modules/payments/payments.service';
import { insertRefund } from '../../modules/refunds/refunds.repository';
import { recordGatewayRefundEvent } from '../../modules/refunds/refunds.service';

/** What the services would only log is a broken seed: it stops the seed instead. */
const refuse = (_context: unknown, message?: string) => {
  throw new Error(`Demo payments: ${message ?? 'refused'}`);
};
const seedLog = { warn: refuse, error: refuse } as unknown as Parameters<
  typeof recordGatewayCapture
>[1];

interface DemoPayment {
  purpose: PaymentPurpose;
  email: string;
  amountPaise: number;
  itemId: string;
  /** When the payer paid; now if not given. */
  capturedAt?: Date;
}

/**
 * A payment made at the sandbox gateway (its books as its checkout keeps them), then recorded as
 * the gateway's capture report records one: captured, with its receipt numbered in the series.
 */
export const seedCapturedPayment = async (
  tx: Executor,
  { capturedAt, ...order }: DemoPayment,
): Promise<PaymentRow> => {
  const orderId = razorpayStyleId('order');
  const paymentId = razorpayStyleId('pay');
  const { purpose, email, itemId, amountPaise } = order;
  await insertOrder(tx, {
    orderId,
    amountPaise,
    currency: 'INR',
    receipt: `${purpose}_demo`,
    notes: { purpose, email, itemId },
  });
  await insertSandboxPayment(tx, { paymentId, orderId, status: 'captured' });
  await insertPayment(tx, {
    ...order,
    gateway: 'sandbox',
    orderId,
    ...(capturedAt ? { capturedAt, createdAt: capturedAt } : {}),
  });
  await recordGatewayCapture(tx, seedLog, { orderId, paymentId, amountPaise, currency: 'INR' });
  return (await paymentOfOrder(tx, orderId))!;
};

/**
 * A refund asked of the sandbox gateway and settled by its refund event, as an administrator's
 * refund is: the payment's refunded total grows and the credit note is numbered.
 */
export const seedRefund = async (
  tx: Executor,
  payment: PaymentRow,
  { amountPaise, reason }: { amountPaise: number; reason: string },
) => {
  const gatewayPaymentId = payment.paymentId!;
  const refundId = razorpayStyleId('rfnd');
  const ours = await insertRefund(tx, { paymentId: payment.id, amountPaise, reason });
  await insertSandboxRefund(tx, {
    refundId,
    paymentId: gatewayPaymentId,
    amountPaise,
    receipt: ours.id,
  });
  await recordGatewayRefundEvent(tx, seedLog, {
    refundId,
    paymentId: gatewayPaymentId,
    amountPaise,
    status: 'processed',
    receipt: ours.id,
  });
};
