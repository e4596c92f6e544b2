import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowWrites } from '../../db/row-writes';
import { rowWhere } from '../../db/rows-where';
import { fellowshipCases } from '../../db/schema';

export type CaseRow = typeof fellowshipCases.$inferSelect;

const live = isNull(fellowshipCases.deletedAt);

/** A fellowship's cases in the order they were added; `savedOnly` leaves out new ones. */
export const listCaseRows = (db: Executor, fellowshipId: string, { savedOnly = false } = {}) =>
  db
    .select()
    .from(fellowshipCases)
    .where(
      and(
        eq(fellowshipCases.fellowshipId, fellowshipId),
        live,
        savedOnly ? isNotNull(fellowshipCases.savedAt) : undefined,
      ),
    )
    .orderBy(asc(fellowshipCases.createdAt), asc(fellowshipCases.id));

/** One of the member's own live cases, locked against concurrent changes until the transaction ends. */
export const findOwnCaseForUpdate = (db: Executor, id: string, memberId: string) =>
  rowWhere(
    db,
    fellowshipCases,
    and(eq(fellowshipCases.id, id), eq(fellowshipCases.memberId, memberId), live),
    { lock: true },
  );

export const { insert: insertCase, update: updateCase } = rowWrites(fellowshipCases);
