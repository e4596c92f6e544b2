import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export const insertPayment = async (db: Executor, values: typeof payments.$inferInsert) => {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
};

export const findPaymentByOrderId = async (db: Executor, orderId: string) => {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  return row;
};

export const markPaymentCaptured = (db: Executor, id: string, paymentId: string) =>
  db
    .update(payments)
    .set({
      paymentId,
      status: 'captured',
      capturedAt: sql`coalesce(${payments.capturedAt}, now())`,
    })
    .where(eq(payments.id, id));

export const markPaymentFailed = (db: Executor, id: string, paymentId: string) =>
  db
    .update(payments)
    .set({ paymentId, status: 'failed' })
    .where(and(eq(payments.id, id), eq(payments.status, 'created')));

/** Attaches a payment to what it paid for, once; undefined when it was already claimed. */
export const claimPaymentRow = async (
  db: Executor,
  id: string,
  by: { type: string; id: string },
) => {
  const [row] = await db
    .update(payments)
    .set({ claimedByType: by.type, claimedById: by.id, claimedAt: sql`now()` })
    .where(and(eq(payments.id, id), isNull(payments.claimedAt), eq(payments.status, 'captured')))
    .returning();
  return row;
};

export const listUnclaimedCaptured = async (db: Executor, page: number, pageSize: number) => {
  const where = and(eq(payments.status, 'captured'), isNull(payments.claimedAt));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.capturedAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(payments)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
};
