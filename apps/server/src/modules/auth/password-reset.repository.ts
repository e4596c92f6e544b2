import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { members, passwordResetTokens } from '../../db/schema';

const live = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/** Ends every unused link of the member. */
export const revokeResetTokens = (db: Executor, memberId: string) =>
  db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.memberId, memberId), isNull(passwordResetTokens.usedAt)));

/**
 * Stores a new link and ends the member's older ones, so one link at a time works, unless the
 * member has had `limit.count` links in the last `limit.minutes`; answers whether it stored one.
 * Run it in a transaction: the member's row stays locked until the end, so parallel requests
 * are counted one after another and cannot both leave a link alive.
 */
export const issueResetToken = async (
  db: Executor,
  values: typeof passwordResetTokens.$inferInsert,
  limit: { count: number; minutes: number },
) => {
  await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, values.memberId))
    .for('update');
  const [recent] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.memberId, values.memberId),
        gt(passwordResetTokens.createdAt, sql`now() - make_interval(mins => ${limit.minutes})`),
      ),
    );
  if ((recent?.total ?? 0) >= limit.count) return false;
  await revokeResetTokens(db, values.memberId);
  await db.insert(passwordResetTokens).values(values);
  return true;
};

/** Whether the link is live, without using it up. */
export const isResetTokenLive = async (db: Executor, tokenHash: string) => {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(live(tokenHash))
    .limit(1);
  return row !== undefined;
};

/** Marks a live token used and answers its member; undefined when unknown, used or expired. */
export const consumeResetToken = async (db: Executor, tokenHash: string) => {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(live(tokenHash))
    .returning({ memberId: passwordResetTokens.memberId });
  return row;
};
