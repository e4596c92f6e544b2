import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { membershipTypes } from '../../db/schema';

const live = isNull(membershipTypes.deletedAt);

export const listMembershipTypeRows = (db: Executor) =>
  db
    .select()
    .from(membershipTypes)
    .where(live)
    .orderBy(asc(membershipTypes.pricePaise), asc(membershipTypes.name));

export const findMembershipTypeRow = async (db: Executor, id: string) => {
  const [row] = await db
    .select()
    .from(membershipTypes)
    .where(and(eq(membershipTypes.id, id), live))
    .limit(1);
  return row;
};

export const insertMembershipType = async (
  db: Executor,
  values: typeof membershipTypes.$inferInsert,
) => {
  const [row] = await db.insert(membershipTypes).values(values).returning();
  return row!;
};

export const updateMembershipTypeRow = async (
  db: Executor,
  id: string,
  values: Partial<typeof membershipTypes.$inferInsert>,
) => {
  const [row] = await db
    .update(membershipTypes)
    .set(values)
    .where(and(eq(membershipTypes.id, id), live))
    .returning();
  return row;
};
