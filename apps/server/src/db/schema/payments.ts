import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, timestamps } from './columns';

export const paymentStatuses = ['created', 'captured', 'failed'] as const;
export const paymentPurposes = ['membership', 'fellowship'] as const;

/** Every order and payment; a payment id pays for one thing once (claimed_*). Never deleted. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    gateway: text('gateway', { enum: ['sandbox', 'razorpay'] }).notNull(),
    purpose: text('purpose', { enum: paymentPurposes }).notNull(),
    orderId: text('order_id').notNull(),
    paymentId: text('payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: paymentStatuses }).notNull().default('created'),
    email: text('email').notNull(),
    /** The price record the amount was computed from (a membership or fellowship type). */
    itemId: uuid('item_id'),
    claimedByType: text('claimed_by_type'),
    claimedById: uuid('claimed_by_id'),
    claimedAt: moment('claimed_at'),
    capturedAt: moment('captured_at'),
    gatewayData: jsonb('gateway_data'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('payments_order_unique').on(table.orderId),
    uniqueIndex('payments_payment_unique').on(table.paymentId),
    index('payments_unclaimed_idx').on(table.status, table.claimedAt),
  ],
);

/**
 * The sandbox gateway's own books: what Razorpay keeps on its side (orders and the payments
 * made against them), kept in the shared database so every app process sees the same.
 */
export const sandboxOrders = pgTable('sandbox_orders', {
  orderId: text('order_id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  notes: jsonb('notes').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

export const sandboxPaymentStatuses = ['captured', 'failed'] as const;

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    paymentId: text('payment_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxOrders.orderId),
    status: text('status', { enum: sandboxPaymentStatuses }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('sandbox_payments_order_idx').on(table.orderId),
    uniqueIndex('sandbox_payments_one_capture_per_order')
      .on(table.orderId)
      .where(sql`${table.status} = 'captured'`),
  ],
);
