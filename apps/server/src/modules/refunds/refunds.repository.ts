import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowWrites } from '../../db/row-writes';
import { rowWhere } from '../../db/rows-where';
import { payments, refunds } from '../../db/schema';

export type RefundRow = typeof refunds.$inferSelect;

export const insertRefund = rowWrites(refunds).insert;

/** The payment, locked until the transaction ends so two refunds of it cannot interleave. */
export const lockPayment = (db: Executor, id: string) =>
  rowWhere(db, payments, eq(payments.id, id), { lock: true });

export const findPaymentByGatewayId = (db: Executor, paymentId: string) =>
  rowWhere(db, payments, eq(payments.paymentId, paymentId));

/** What refunds asked of the gateway and not yet settled hold back of the payment. */
export const pendingRefundsPaise = async (db: Executor, paymentId: string) => {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'pending')));
  return row?.total ?? 0;
};

export const findRefund = {
  byId: (db: Executor, id: string) => rowWhere(db, refunds, eq(refunds.id, id)),
  byGatewayId: (db: Executor, gatewayRefundId: string) =>
    rowWhere(db, refunds, eq(refunds.gatewayRefundId, gatewayRefundId)),
};

export const setGatewayRefundId = (db: Executor, id: string, gatewayRefundId: string) =>
  db.update(refunds).set({ gatewayRefundId }).where(eq(refunds.id, id));

/** Moves a pending refund to `status`, once; undefined when it was no longer pending. */
export const settlePendingRefund = async (
  db: Executor,
  id: string,
  status: 'processed' | 'failed',
) => {
  const [row] = await db
    .update(refunds)
    .set({ status, ...(status === 'processed' ? { processedAt: sql`now()` } : {}) })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning();
  return row;
};

export const addRefunded = (db: Executor, paymentId: string, amountPaise: number) =>
  db
    .update(payments)
    .set({ refundedPaise: sql`${payments.refundedPaise} + ${amountPaise}` })
    .where(eq(payments.id, paymentId));
