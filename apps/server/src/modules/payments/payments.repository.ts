import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pageOfRows } from '../../db/page-of-rows';
import { rowWrites } from '../../db/row-writes';
import { rowWhere } from '../../db/rows-where';
import { payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export const insertPayment = rowWrites(payments).insert;

export const findPaymentByOrderId = (db: Executor, orderId: string) =>
  rowWhere(db, payments, eq(payments.orderId, orderId));

/**
 * Records the capture of an order not yet marked captured, answering the row as written; undefined
 * when it already was (the browser and the webhook both report one capture).
 */
export const markPaymentCaptured = async (db: Executor, id: string, paymentId: string) => {
  const [row] = await db
    .update(payments)
    .set({
      paymentId,
      status: 'captured',
      capturedAt: sql`coalesce(${payments.capturedAt}, now())`,
    })
    .where(and(eq(payments.id, id), ne(payments.status, 'captured')))
    .returning();
  return row;
};

export const markPaymentFailed = (db: Executor, id: string, paymentId: string) =>
  db
    .update(payments)
    .set({ paymentId, status: 'failed' })
    .where(and(eq(payments.id, id), eq(payments.status, 'created')));

/**
 * Attaches a payment to what it paid for, once, and to the member who paid unless it already is;
 * undefined when it was already claimed.
 */
export const claimPaymentRow = async (
  db: Executor,
  id: string,
  by: { type: string; id: string },
  memberId?: string,
) => {
  const [row] = await db
    .update(payments)
    .set({
      claimedByType: by.type,
      claimedById: by.id,
      claimedAt: sql`now()`,
      ...(memberId ? { memberId: sql`coalesce(${payments.memberId}, ${memberId}::uuid)` } : {}),
    })
    .where(and(eq(payments.id, id), isNull(payments.claimedAt), eq(payments.status, 'captured')))
    .returning();
  return row;
};

export const listUnclaimedCaptured = (db: Executor, page: number, pageSize: number) =>
  pageOfRows(
    db,
    payments,
    {
      where: and(eq(payments.status, 'captured'), isNull(payments.claimedAt)),
      order: desc(payments.capturedAt),
    },
    { page, pageSize },
  );

/** Captured payments, and those of them that paid for nothing yet (unclaimed). */
export const countCaptured = async (db: Executor) => {
  const [row] = await db
    .select({
      captured: count(),
      unclaimed: sql`count(*) filter (where ${payments.claimedAt} is null)`.mapWith(Number),
    })
    .from(payments)
    .where(eq(payments.status, 'captured'));
  return row!;
};
