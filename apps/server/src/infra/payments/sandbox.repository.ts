import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowWhere } from '../../db/rows-where';
import { sandboxOrders, sandboxPayments, sandboxRefunds } from '../../db/schema';

export const insertOrder = (db: Executor, order: typeof sandboxOrders.$inferInsert) =>
  db.insert(sandboxOrders).values(order);

/** The order, locked until the transaction ends so two checkouts of it cannot interleave. */
export const lockOrder = (db: Executor, orderId: string) =>
  rowWhere(db, sandboxOrders, eq(sandboxOrders.orderId, orderId), { lock: true });

export const hasCapturedPayment = async (db: Executor, orderId: string) => {
  const [row] = await db
    .select({ paymentId: sandboxPayments.paymentId })
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.orderId, orderId), eq(sandboxPayments.status, 'captured')))
    .limit(1);
  return row !== undefined;
};

export const insertPayment = (db: Executor, payment: typeof sandboxPayments.$inferInsert) =>
  db.insert(sandboxPayments).values(payment);

export const findPayment = async (db: Executor, paymentId: string) => {
  const [row] = await db
    .select({
      paymentId: sandboxPayments.paymentId,
      orderId: sandboxPayments.orderId,
      status: sandboxPayments.status,
      amountPaise: sandboxOrders.amountPaise,
      currency: sandboxOrders.currency,
    })
    .from(sandboxPayments)
    .innerJoin(sandboxOrders, eq(sandboxOrders.orderId, sandboxPayments.orderId))
    .where(eq(sandboxPayments.paymentId, paymentId));
  return row;
};

/** The payment locked with what was refunded of it, so two refunds of it cannot interleave. */
export const lockPaymentWithRefunds = async (db: Executor, paymentId: string) => {
  const payment = await rowWhere(db, sandboxPayments, eq(sandboxPayments.paymentId, paymentId), {
    lock: true,
  });
  if (!payment) return undefined;
  const [row] = await db
    .select({
      amountPaise: sandboxOrders.amountPaise,
      refundedPaise: sql<number>`coalesce((select sum(${sandboxRefunds.amountPaise}) from ${sandboxRefunds} where ${sandboxRefunds.paymentId} = ${paymentId}), 0)::int`,
    })
    .from(sandboxOrders)
    .where(eq(sandboxOrders.orderId, payment.orderId));
  return { ...payment, ...row! };
};

export const insertRefund = (db: Executor, refund: typeof sandboxRefunds.$inferInsert) =>
  db.insert(sandboxRefunds).values(refund);
