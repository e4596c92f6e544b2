import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { paymentPurposes, paymentStatuses, receiptKinds, refundStatuses } from '@osi/shared';
import { admins, members } from './accounts';
import { createdAt, id, moment, reference, timestamps } from './columns';
import { outboxMessages } from './outbox';

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
    /** The member who paid, once known: at the order for a renewal, at the claim otherwise. */
    memberId: uuid('member_id').references(() => members.id),
    /** What has been refunded of it so far, by processed refunds. */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    gatewayData: jsonb('gateway_data'),
    /** The payer as their receipt printed them, kept when their account is erased (decision 086). */
    keptPayer: jsonb('kept_payer'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('payments_order_unique').on(table.orderId),
    uniqueIndex('payments_payment_unique').on(table.paymentId),
    index('payments_unclaimed_idx').on(table.status, table.claimedAt),
    index('payments_member_idx').on(table.memberId, table.createdAt),
    index('payments_captured_at_idx').on(table.capturedAt),
    /** The Payments page's order (newest first, read backwards) and its date filters. */
    index('payments_paid_or_ordered_idx').on(
      sql`coalesce(${table.capturedAt}, ${table.createdAt})`,
      table.id,
    ),
    /** Refunded payments, the few of them, newest first: the Payments page's "Refunded" state. */
    index('payments_refunded_idx')
      .on(sql`coalesce(${table.capturedAt}, ${table.createdAt})`, table.id)
      .where(sql`${table.refundedPaise} > 0`),
    /** The Payments page's member filter on the payer's e-mail (ILIKE '%…%'). */
    index('payments_email_search_idx').using('gin', table.email.op('gin_trgm_ops')),
  ],
);

/**
 * Captured payments by India's month of the capture and purpose: how many, their amount and what
 * has been refunded of them. Kept by triggers on payments (migration 0015), read by the totals.
 */
export const paymentMonthTotals = pgTable(
  'payment_month_totals',
  {
    month: date('month', { mode: 'string' }).notNull(),
    purpose: text('purpose', { enum: paymentPurposes }).notNull(),
    count: integer('count').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.month, table.purpose] })],
);

/**
 * A receipt for every captured payment and a credit note for every refund, numbered without
 * gaps within its series (one per kind and financial year, OSI/2026-27/000123): the number is
 * taken in the transaction that records the capture or the refund, from receipt_counters.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    kind: text('kind', { enum: receiptKinds }).notNull(),
    /** The series the number belongs to, such as OSI/2026-27 or OSI/CN/2026-27. */
    series: text('series').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    paymentId: reference('payment_id', () => payments.id),
    refundId: uuid('refund_id').references(() => refunds.id),
    amountPaise: integer('amount_paise').notNull(),
    /** The society's GST details when it was issued, which make it a tax invoice; null if none. */
    tax: jsonb('tax').$type<Record<string, unknown>>(),
    issuedAt: createdAt(),
  },
  (table) => [
    uniqueIndex('receipts_number_unique').on(table.number),
    uniqueIndex('receipts_series_sequence_unique').on(table.series, table.sequence),
    index('receipts_payment_idx').on(table.paymentId),
  ],
);

/** The last number given in each receipt series; its row lock orders concurrent captures. */
export const receiptCounters = pgTable('receipt_counters', {
  series: text('series').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/** A refund of all or part of a captured payment, asked of the gateway by an administrator. */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: reference('payment_id', () => payments.id),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    gatewayRefundId: text('gateway_refund_id'),
    requestedBy: uuid('requested_by').references(() => admins.id),
    processedAt: moment('processed_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('refunds_gateway_refund_unique').on(table.gatewayRefundId),
    index('refunds_payment_idx').on(table.paymentId),
  ],
);

/**
 * One row per reminder a member's term calls for, written in the transaction that queues its
 * e-mail: the primary key makes each (member, term end, day) happen once, whichever process and
 * however often the daily run goes.
 */
export const membershipReminders = pgTable(
  'membership_reminders',
  {
    memberId: reference('member_id', () => members.id),
    termEnd: date('term_end', { mode: 'string' }).notNull(),
    /** Days from the term's end: -30 is thirty days before it, 14 is a fortnight after. */
    offsetDays: integer('offset_days').notNull(),
    outboxMessageId: uuid('outbox_message_id').references(() => outboxMessages.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.termEnd, table.offsetDays] })],
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

/** The sandbox gateway's refunds, as Razorpay keeps them against a payment. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    refundId: text('refund_id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.paymentId),
    amountPaise: integer('amount_paise').notNull(),
    receipt: text('receipt').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sandbox_refunds_payment_idx').on(table.paymentId)],
);
