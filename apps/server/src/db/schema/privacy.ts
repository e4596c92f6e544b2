import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { privacyRequestKinds, privacyRequestStates } from '@osi/shared';
import { admins, members } from './accounts';
import { id, moment } from './columns';

/** Every published wording of the privacy notice, so a consent can show what was agreed to. */
export const privacyNoticeVersions = pgTable('privacy_notice_versions', {
  version: serial('version').primaryKey(),
  /** The notice's content record as published. */
  value: jsonb('value').notNull(),
  publishedBy: uuid('published_by').references(() => admins.id),
  publishedAt: moment('published_at').notNull().defaultNow(),
});

/** A person's consent to a version of the privacy notice, and where they gave it. */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    id: id(),
    memberId: uuid('member_id').references(() => members.id),
    noticeVersion: integer('notice_version')
      .notNull()
      .references(() => privacyNoticeVersions.version),
    context: text('context', { enum: ['registration'] }).notNull(),
    consentedAt: moment('consented_at').notNull().defaultNow(),
  },
  (table) => [index('privacy_consents_member_idx').on(table.memberId)],
);

/** Members' requests under the DPDP Act: a download of their data, or erasure. */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: id(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: privacyRequestKinds }).notNull(),
    status: text('status', { enum: privacyRequestStates }).notNull().default('pending'),
    /** The member's reason or note, and the Owner's answer. */
    note: text('note').notNull().default(''),
    outcome: text('outcome').notNull().default(''),
    requestedAt: moment('requested_at').notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => admins.id),
    decidedAt: moment('decided_at'),
  },
  (table) => [
    index('privacy_requests_status_idx').on(table.status, table.requestedAt),
    uniqueIndex('privacy_requests_one_pending_erasure')
      .on(table.memberId)
      .where(sql`${table.kind} = 'erasure' and ${table.status} = 'pending'`),
  ],
);
