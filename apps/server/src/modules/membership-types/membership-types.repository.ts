import { and, asc, count, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { members, membershipTypes } from '../../db/schema';

const kept = isNull(membershipTypes.deletedAt);
const offered = and(kept, isNull(membershipTypes.retiredAt));
const byPrice = [asc(membershipTypes.pricePaise), asc(membershipTypes.name)];

/** The types applicants may choose. */
export const listMembershipTypeRows = (db: Executor) =>
  db
    .select()
    .from(membershipTypes)
    .where(offered)
    .orderBy(...byPrice);

/** Every type not deleted, retired ones too, with how many member records name it. */
export const listMembershipTypeRowsWithHolders = (db: Executor) =>
  db
    .select({ ...getTableColumns(membershipTypes), holders: count(members.id) })
    .from(membershipTypes)
    .leftJoin(members, eq(members.membershipTypeId, membershipTypes.id))
    .where(kept)
    .groupBy(membershipTypes.id)
    .orderBy(...byPrice);

export const countMembershipTypeHolders = async (db: Executor, id: string) => {
  const [row] = await db
    .select({ holders: count() })
    .from(members)
    .where(eq(members.membershipTypeId, id));
  return row?.holders ?? 0;
};

/**
 * An offered type; `withRetired` adds retired ones, `withDeleted` any type ever made (an order
 * paid while the type was offered is honoured).
 */
export const findMembershipTypeRow = async (
  db: Executor,
  id: string,
  { withRetired = false, withDeleted = false } = {},
) => {
  const [row] = await db
    .select()
    .from(membershipTypes)
    .where(and(eq(membershipTypes.id, id), withDeleted ? undefined : withRetired ? kept : offered))
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

/** Changes a type not deleted, retired or not. */
export const updateMembershipTypeRow = async (
  db: Executor,
  id: string,
  values: Partial<typeof membershipTypes.$inferInsert>,
) => {
  const [row] = await db
    .update(membershipTypes)
    .set(values)
    .where(and(eq(membershipTypes.id, id), kept))
    .returning();
  return row;
};
