import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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
export const findOwnCaseForUpdate = async (db: Executor, id: string, memberId: string) => {
  const [row] = await db
    .select()
    .from(fellowshipCases)
    .where(and(eq(fellowshipCases.id, id), eq(fellowshipCases.memberId, memberId), live))
    .limit(1)
    .for('update');
  return row;
};

export const insertCase = async (db: Executor, values: typeof fellowshipCases.$inferInsert) => {
  const [row] = await db.insert(fellowshipCases).values(values).returning();
  return row!;
};

export const updateCase = async (
  db: Executor,
  id: string,
  values: Partial<typeof fellowshipCases.$inferInsert>,
) => {
  const [row] = await db
    .update(fellowshipCases)
    .set(values)
    .where(eq(fellowshipCases.id, id))
    .returning();
  return row!;
};
