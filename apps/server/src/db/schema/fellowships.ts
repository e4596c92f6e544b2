import { sql } from 'drizzle-orm';
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
import {
  caseCategories,
  type CaseFileSlot,
  type Qualification,
  type QualificationLevel,
} from '@osi/shared';
import { memberStatuses, members } from './accounts';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { payments } from './payments';

/** The Fellowship Price page's prices; applicants pay the first live one (decision 025). */
export const fellowshipTypes = pgTable('fellowship_types', {
  id: id(),
  name: text('name').notNull(),
  pricePaise: integer('price_paise').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});

/** A member's paid fellowship application; its e-mail and phone come from the member record. */
export const fellowships = pgTable(
  'fellowships',
  {
    id: id(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    name: text('name').notNull(),
    membershipNumber: text('membership_number').notNull(),
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    address: text('address').notNull(),
    road: text('road').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull(),
    registration: text('registration').notNull().default(''),
    qualifications: jsonb('qualifications')
      .$type<Record<QualificationLevel, Qualification>>()
      .notNull(),
    status: text('status', { enum: memberStatuses }).notNull().default('pending'),
    comments: text('comments').notNull().default(''),
    /** Set when an administrator approves; the case panel closes six months later. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    uniqueIndex('fellowships_one_open_per_member')
      .on(table.memberId)
      .where(sql`${table.deletedAt} is null and ${table.status} <> 'declined'`),
    index('fellowships_live_created_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** A stored case file: the member upload's key and the name it was sent under. */
export type StoredCaseFile = { key: string; name: string; size: number };

/** A fellow's clinical case: new, then saved with its three files, then locked for review. */
export const fellowshipCases = pgTable(
  'fellowship_cases',
  {
    id: id(),
    fellowshipId: uuid('fellowship_id')
      .notNull()
      .references(() => fellowships.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    category: text('category', { enum: caseCategories }).notNull(),
    files: jsonb('files').$type<Record<CaseFileSlot, StoredCaseFile>>(),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [index('fellowship_cases_fellowship_idx').on(table.fellowshipId, table.createdAt)],
);
