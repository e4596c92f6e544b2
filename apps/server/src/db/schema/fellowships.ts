import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import {
  caseCategories,
  type CaseFileSlot,
  type Qualification,
  type QualificationLevel,
} from '@osi/shared';
import { members } from './accounts';
import { blankText, id, moment, reference, softDeletedTimestamps } from './columns';
import { applicationTable } from './application-columns';
import { payments } from './payments';

/** The Fellowship Price page's prices; applicants pay the first live one (decision 025). */
export const fellowshipTypes = pgTable('fellowship_types', {
  id: id(),
  name: text('name').notNull(),
  pricePaise: integer('price_paise').notNull(),
  ...softDeletedTimestamps(),
});

/**
 * A member's paid fellowship application; its e-mail and phone come from the member record. Its
 * approval date opens the member's case panel, which closes six months later.
 */
export const fellowships = applicationTable('fellowships', {
  name: text('name').notNull(),
  membershipNumber: text('membership_number').notNull(),
  email: text('email').notNull(),
  telephone: text('telephone').notNull(),
  address: text('address').notNull(),
  road: blankText('road'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  country: text('country').notNull(),
  registration: blankText('registration'),
  qualifications: jsonb('qualifications')
    .$type<Record<QualificationLevel, Qualification>>()
    .notNull(),
  paymentId: reference('payment_id', () => payments.id),
});

/** A stored case file: the member upload's key and the name it was sent under. */
export type StoredCaseFile = { key: string; name: string; size: number };

/** A fellow's clinical case: new, then saved with its three files, then locked for review. */
export const fellowshipCases = pgTable(
  'fellowship_cases',
  {
    id: id(),
    fellowshipId: reference('fellowship_id', () => fellowships.id),
    memberId: reference('member_id', () => members.id),
    category: text('category', { enum: caseCategories }).notNull(),
    files: jsonb('files').$type<Record<CaseFileSlot, StoredCaseFile>>(),
    savedAt: moment('saved_at'),
    lockedAt: moment('locked_at'),
    ...softDeletedTimestamps(),
  },
  (table) => [index('fellowship_cases_fellowship_idx').on(table.fellowshipId, table.createdAt)],
);
