import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

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
    claimedByType: text('claimed_by_type'),
    claimedById: uuid('claimed_by_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    gatewayData: jsonb('gateway_data'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payments_order_unique').on(table.orderId),
    uniqueIndex('payments_payment_unique').on(table.paymentId),
    index('payments_unclaimed_idx').on(table.status, table.claimedAt),
  ],
);
