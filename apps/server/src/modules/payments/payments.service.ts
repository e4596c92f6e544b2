import { randomBytes } from 'node:crypto';
import { paymentMessages } from '@osi/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import type { CheckoutResult, GatewayPayment } from '../../infra/payments';
import { AppError, conflict } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { violatedConstraint } from '../../lib/unique-violation';
import {
  claimPaymentRow,
  countCaptured,
  findPaymentByOrderId,
  insertPayment,
  listUnclaimedCaptured,
  markPaymentCaptured,
  markPaymentFailed,
  type PaymentRow,
} from './payments.repository';
import { issueReceipt, receiptPayerKnown } from './receipts.service';

export type PaymentPurpose = PaymentRow['purpose'];
export const paymentAlreadyUsed = 'This payment has already been used.';

export interface OrderRequest {
  purpose: PaymentPurpose;
  email: string;
  amountPaise: number;
  /** The price record the amount was computed from (a membership or fellowship type). */
  itemId: string;
  /** The member paying, when known at the order (a renewal). */
  memberId?: string;
}

/** Opens an order at the gateway for an amount the caller took from a stored price. */
export const openOrder = async (app: FastifyInstance, request: OrderRequest) => {
  const order = await app.payments.createOrder({
    amountPaise: request.amountPaise,
    currency: 'INR',
    receipt: `${request.purpose}_${randomBytes(8).toString('hex')}`,
    notes: { purpose: request.purpose, email: request.email, itemId: request.itemId },
  });
  await insertPayment(app.db, {
    gateway: app.payments.name,
    purpose: request.purpose,
    orderId: order.orderId,
    amountPaise: order.amountPaise,
    currency: order.currency,
    email: request.email,
    itemId: request.itemId,
    memberId: request.memberId ?? null,
  });
  return {
    orderId: order.orderId,
    amountPaise: order.amountPaise,
    currency: order.currency,
    keyId: app.payments.keyId,
    gateway: app.payments.name,
  };
};

const verificationFailed = () =>
  new AppError(400, 'payment_verification_failed', paymentMessages.verificationFailed);

/**
 * Proves a checkout paid exactly this order and records the capture with its receipt at once, in
 * its own transaction, before anything else is checked: money the gateway holds for one of our orders is
 * on our books (and in reconciliation until claimed) even when the rest is refused. Then it
 * checks that the order was for this purpose and e-mail (and, when given, this price record),
 * and is not used yet.
 */
export const confirmCheckout = async (
  app: FastifyInstance,
  checkout: CheckoutResult,
  expected: Omit<OrderRequest, 'amountPaise' | 'itemId'> & { itemId?: string },
) => {
  const row = await findPaymentByOrderId(app.db, checkout.orderId);
  if (!row || !app.payments.verifyCheckoutSignature(checkout)) throw verificationFailed();
  if (row.claimedAt || (row.status === 'captured' && row.paymentId !== checkout.paymentId)) {
    throw conflict(paymentAlreadyUsed);
  }
  const paid = await app.payments.fetchPayment(checkout.paymentId);
  const matches =
    paid?.status === 'captured' &&
    paid.orderId === row.orderId &&
    paid.amountPaise === row.amountPaise &&
    paid.currency === row.currency;
  if (!matches) throw verificationFailed();
  try {
    await captureWithReceipt(app.db, row.id, checkout.paymentId);
  } catch (error) {
    if (violatedConstraint(error) !== undefined) throw conflict(paymentAlreadyUsed);
    throw error;
  }
  const ours =
    row.purpose === expected.purpose &&
    row.email.toLowerCase() === expected.email.toLowerCase() &&
    (expected.itemId === undefined || row.itemId === expected.itemId);
  if (!ours) throw verificationFailed();
  return row;
};

/** Records a capture and issues its receipt in one transaction; a capture already recorded has one. */
const captureWithReceipt = (db: Executor, id: string, paymentId: string) =>
  db.transaction(async (tx) => {
    const captured = await markPaymentCaptured(tx, id, paymentId);
    if (captured) await issueReceipt(tx, captured);
  });

type GatewayReport = Omit<GatewayPayment, 'status'>;
type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/**
 * The gateway reports a capture on its own (webhook), whether or not the browser came back:
 * recorded against our order once; anything that does not fit our books is logged, not changed.
 */
export const recordGatewayCapture = async (db: Executor, log: Log, paid: GatewayReport) => {
  const row = await findPaymentByOrderId(db, paid.orderId);
  const context = { orderId: paid.orderId, paymentId: paid.paymentId };
  if (!row) {
    log.warn(context, 'captured payment for an order we did not make: ignored');
    return;
  }
  if (row.amountPaise !== paid.amountPaise || row.currency !== paid.currency) {
    log.error(
      {
        ...context,
        captured: paid,
        ordered: { amountPaise: row.amountPaise, currency: row.currency },
      },
      'captured amount differs from our order: left alone, reconcile by hand',
    );
    return;
  }
  if (row.status === 'captured') {
    if (row.paymentId !== paid.paymentId) {
      log.error(
        { ...context, recordedPaymentId: row.paymentId },
        'a second payment was captured for a paid order: left alone, refund it by hand',
      );
    }
    return;
  }
  try {
    await captureWithReceipt(db, row.id, paid.paymentId);
  } catch (error) {
    if (violatedConstraint(error) === undefined) throw error;
    log.error(context, 'this payment id is already attached to another order: left alone');
  }
};

/** The gateway reports a failed attempt: an order still unpaid is marked failed. */
export const recordGatewayFailure = async (
  db: Executor,
  log: Log,
  failed: Pick<GatewayReport, 'orderId' | 'paymentId'>,
) => {
  const row = await findPaymentByOrderId(db, failed.orderId);
  if (!row) log.warn(failed, 'failed payment for an order we did not make: ignored');
  else await markPaymentFailed(db, row.id, failed.paymentId);
};

/**
 * In the transaction that creates what was bought: one payment pays for one thing, once. The
 * member who paid (`by` itself when a member) is recorded on the payment unless it already is.
 */
export const claimPayment = async (
  db: Executor,
  paymentRowId: string,
  by: { type: string; id: string },
  payer: { memberId?: string } = {},
) => {
  const memberId = payer.memberId ?? (by.type === 'member' ? by.id : undefined);
  if (!(await claimPaymentRow(db, paymentRowId, by, memberId))) throw conflict(paymentAlreadyUsed);
  await receiptPayerKnown(db, paymentRowId);
};

/**
 * After the gateway's webhook recorded a capture: a payment for `purpose` whose browser never
 * came back is applied here by `apply`, as its order names what it pays for. One that cannot be
 * applied stays captured and unclaimed, in the unclaimed payments list.
 */
export const recoverCapture = async (
  app: FastifyInstance,
  log: Pick<FastifyBaseLogger, 'warn'>,
  orderId: string,
  purpose: PaymentPurpose,
  apply: (row: PaymentRow) => Promise<unknown>,
) => {
  const row = await findPaymentByOrderId(app.db, orderId);
  if (row?.purpose !== purpose || row.status !== 'captured' || row.claimedAt) return;
  try {
    await apply(row);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if ((await findPaymentByOrderId(app.db, orderId))?.claimedAt) return; // the browser came first
    log.warn(
      { orderId, paymentId: row.paymentId, reason: error.message },
      `captured ${purpose} payment not applied: left unclaimed for reconciliation`,
    );
  }
};

/** Our record of an order, to see what its payment was for and whether it was claimed. */
export const paymentOfOrder = (db: Executor, orderId: string) => findPaymentByOrderId(db, orderId);

export const unclaimedPayments = async (db: Executor, page: number, pageSize: number) => {
  const { items, total } = await listUnclaimedCaptured(db, page, pageSize);
  return pageOf(
    items.map((row) => ({
      id: row.id,
      purpose: row.purpose,
      email: row.email,
      amount: row.amountPaise / 100,
      currency: row.currency,
      orderId: row.orderId,
      paymentId: row.paymentId ?? '',
      gateway: row.gateway,
      capturedAt: (row.capturedAt ?? row.createdAt).toISOString(),
    })),
    total,
    { page, pageSize },
  );
};

/** How many payments were captured, and how many of them paid for nothing yet (for metrics). */
export const capturedPaymentCounts = (db: Executor) => countCaptured(db);
