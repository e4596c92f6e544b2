import { formatRupees, refundMessages, type Refund, type RefundInput } from '@osi/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import type { GatewayRefund } from '../../infra/payments';
import { badRequest, notFound } from '../../lib/errors';
import { auditedChange, type AuditEntry } from '../audit/audit.service';
import { issueCreditNote } from '../payments/receipts.service';
import {
  addRefunded,
  findPaymentByGatewayId,
  findRefund,
  insertRefund,
  lockPayment,
  pendingRefundsPaise,
  setGatewayRefundId,
  settlePendingRefund,
  type RefundRow,
} from './refunds.repository';

const toRefund = (row: RefundRow): Refund => ({
  id: row.id,
  amount: row.amountPaise / 100,
  reason: row.reason,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A refund the gateway made settles once: processed, the payment's refunded total grows and its
 * credit note is numbered in the same transaction; failed, what it held back is free again.
 */
const settle = (db: Executor, refund: RefundRow, status: 'processed' | 'failed') =>
  auditedChange(db, { type: 'system' }, async (tx) => {
    const settled = await settlePendingRefund(tx, refund.id, status);
    if (settled && status === 'processed') {
      await addRefunded(tx, settled.paymentId, settled.amountPaise);
      await issueCreditNote(tx, settled);
    }
    return {
      action: `payment.refund-${settled ? status : 'repeated'}`,
      entity: { type: 'payment', id: refund.paymentId },
      after: { refundId: refund.id, amountPaise: refund.amountPaise, status },
      result: settled ?? refund,
    };
  });

/** Stores the gateway's answer to our refund and settles it if the gateway already did. */
const recordGatewayAnswer = async (db: Executor, refund: RefundRow, answer: GatewayRefund) => {
  await setGatewayRefundId(db, refund.id, answer.refundId);
  return answer.status === 'pending' ? refund : settle(db, refund, answer.status);
};

/**
 * Refunds `amount` of a payment, asked by an administrator, or by the system for whoever
 * cancelled. Reserves the amount against the payment (locked, so two refunds cannot together
 * pass what is left), then asks the gateway. The reservation commits first: a refund the
 * gateway made is never lost to a failure of ours after it, and its webhook finds the row.
 */
export const refundPayment = async (
  app: FastifyInstance,
  actor: AuditEntry['actor'] & { requestId?: string | undefined },
  paymentRowId: string,
  { amount, reason }: RefundInput,
) => {
  const amountPaise = Math.round(amount * 100);
  const { refund, gatewayPaymentId } = await auditedChange(app.db, actor, async (tx) => {
    const payment = await lockPayment(tx, paymentRowId);
    if (!payment) throw notFound(refundMessages.paymentNotFound);
    if (payment.status !== 'captured' || !payment.paymentId) {
      throw badRequest(refundMessages.notCaptured);
    }
    const left =
      payment.amountPaise - payment.refundedPaise - (await pendingRefundsPaise(tx, payment.id));
    if (amountPaise > left) {
      const message = refundMessages.tooMuch(formatRupees(left / 100));
      throw badRequest(message, { amount: message });
    }
    const row = await insertRefund(tx, {
      paymentId: payment.id,
      amountPaise,
      reason,
      requestedBy: actor.type === 'admin' ? actor.id : null,
    });
    return {
      action: 'payment.refund-requested',
      entity: { type: 'payment', id: payment.id },
      after: { refundId: row.id, amountPaise, reason },
      result: { refund: row, gatewayPaymentId: payment.paymentId },
    };
  });
  let answer: GatewayRefund;
  try {
    answer = await app.payments.refundPayment({
      paymentId: gatewayPaymentId,
      amountPaise,
      receipt: refund.id,
      notes: { reason: reason.slice(0, 256) },
    });
  } catch (error) {
    await settle(app.db, refund, 'failed');
    throw error;
  }
  const recorded = await recordGatewayAnswer(app.db, refund, answer);
  return {
    message: recorded.status === 'processed' ? refundMessages.processed : refundMessages.requested,
    refund: toRefund(recorded),
  };
};

type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * The gateway's refund event: settles our refund (found by the gateway's id, or by our id the
 * refund carries as its receipt when the event beats our own record of the answer). A refund
 * made at the gateway's dashboard, for one of our payments, is added to our books.
 */
export const recordGatewayRefundEvent = async (
  db: Executor,
  log: Log,
  event: GatewayRefund & { receipt: string | null },
) => {
  const ours =
    (await findRefund.byGatewayId(db, event.refundId)) ??
    (event.receipt && /^[0-9a-f-]{36}$/.test(event.receipt)
      ? await findRefund.byId(db, event.receipt)
      : undefined);
  if (ours) {
    if (!ours.gatewayRefundId) await setGatewayRefundId(db, ours.id, event.refundId);
    if (event.status !== 'pending') await settle(db, ours, event.status);
    return;
  }
  const payment = await findPaymentByGatewayId(db, event.paymentId);
  if (!payment) {
    log.warn({ refundId: event.refundId }, 'refund of a payment we do not know: ignored');
    return;
  }
  const row = await insertRefund(db, {
    paymentId: payment.id,
    amountPaise: event.amountPaise,
    reason: 'Refunded at the payment gateway',
    gatewayRefundId: event.refundId,
  });
  if (event.status !== 'pending') await settle(db, row, event.status);
};
