import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  text,
  uniqueIndex,
  type PgColumn,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { memberStatuses, members } from './accounts';
import { blankText, id, moment, reference, softDeletedTimestamps } from './columns';

/** The member who applied, and what an administrator's review of the application records. */
const applicantAndReview = () => ({
  memberId: reference('member_id', () => members.id),
  status: text('status', { enum: memberStatuses }).notNull().default('pending'),
  comments: blankText('comments'),
  /** Set when an administrator approves; cleared when the status leaves approved. */
  approvedAt: moment('approved_at'),
  reviewedAt: moment('reviewed_at'),
});

type ApplicationColumns = Record<
  'id' | 'memberId' | 'status' | 'createdAt' | 'deletedAt',
  PgColumn
>;

/**
 * The indexes of a table of applications: one open (not declined) application per member, and
 * the live ones newest first for the administrators' list.
 */
const applicationIndexes = (name: string, table: ApplicationColumns) => [
  uniqueIndex(`${name}_one_open_per_member`)
    .on(table.memberId)
    .where(sql`${table.deletedAt} is null and ${table.status} <> 'declined'`),
  index(`${name}_live_created_idx`)
    .on(table.createdAt, table.id)
    .where(sql`${table.deletedAt} is null`),
];

/**
 * A table of applications a member makes and administrators review, soft-deleted: the id, the
 * applicant and review, `columns` (what the form asks), the timestamps, and the indexes above.
 */
export const applicationTable = <
  Name extends string,
  Columns extends Record<string, PgColumnBuilderBase>,
>(
  name: Name,
  columns: Columns,
) =>
  pgTable(
    name,
    { id: id(), ...applicantAndReview(), ...columns, ...softDeletedTimestamps() },
    (table) => applicationIndexes(name, table),
  );
