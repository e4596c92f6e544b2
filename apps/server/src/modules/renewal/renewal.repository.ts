import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowWhere } from '../../db/rows-where';
import { members } from '../../db/schema';

export type RenewingMember = typeof members.$inferSelect;

/** The member's row, locked until the transaction ends, so two renewals extend one after the other. */
export const lockLiveMember = (db: Executor, id: string) =>
  rowWhere(db, members, and(eq(members.id, id), isNull(members.deletedAt)), { lock: true });

export const updateMemberTerm = async (
  db: Executor,
  id: string,
  values: Pick<
    typeof members.$inferInsert,
    | 'memberSince'
    | 'validUntil'
    | 'lifeMember'
    | 'membershipTypeId'
    | 'membershipTypeName'
    | 'membershipPricePaise'
  >,
) => {
  const [row] = await db.update(members).set(values).where(eq(members.id, id)).returning();
  return row!;
};
