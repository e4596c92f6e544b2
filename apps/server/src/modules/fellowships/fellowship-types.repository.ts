import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fellowshipTypes } from '../../db/schema';

export type FellowshipTypeRow = typeof fellowshipTypes.$inferSelect;

const kept = isNull(fellowshipTypes.deletedAt);

/** The prices in the order the page lists them: the first is the fee (decision 025). */
export const listFellowshipTypeRows = (db: Executor) =>
  db
    .select()
    .from(fellowshipTypes)
    .where(kept)
    .orderBy(asc(fellowshipTypes.createdAt), asc(fellowshipTypes.id));

/** A price not deleted; with `withDeleted` any ever made (an order paid before it went). */
export const findFellowshipTypeRow = async (db: Executor, id: string, withDeleted = false) => {
  const [row] = await db
    .select()
    .from(fellowshipTypes)
    .where(and(eq(fellowshipTypes.id, id), withDeleted ? undefined : kept))
    .limit(1);
  return row;
};

export const insertFellowshipType = async (
  db: Executor,
  values: typeof fellowshipTypes.$inferInsert,
) => {
  const [row] = await db.insert(fellowshipTypes).values(values).returning();
  return row!;
};

export const updateFellowshipTypeRow = async (
  db: Executor,
  id: string,
  values: Partial<typeof fellowshipTypes.$inferInsert>,
) => {
  const [row] = await db
    .update(fellowshipTypes)
    .set(values)
    .where(and(eq(fellowshipTypes.id, id), kept))
    .returning();
  return row;
};
