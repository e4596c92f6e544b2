import { and, asc, count, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countWhere } from '../../db/rows-where';
import { members, membershipTypes } from '../../db/schema';
import { pricedTypeRows } from '../priced-types/priced-type-rows';

export const membershipTypeRows = pricedTypeRows(membershipTypes);
const { kept } = membershipTypeRows;
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

export const countMembershipTypeHolders = (db: Executor, id: string) =>
  countWhere(db, members, eq(members.membershipTypeId, id));

/**
 * An offered type; `withRetired` adds retired ones, `withDeleted` any type ever made (an order
 * paid while the type was offered is honoured).
 */
export const findMembershipTypeRow = (
  db: Executor,
  id: string,
  { withRetired = false, withDeleted = false } = {},
) => membershipTypeRows.find(db, id, withDeleted ? null : withRetired ? kept : offered);

export const { insert: insertMembershipType, update: updateMembershipTypeRow } = membershipTypeRows;
