import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';

export const insertResetToken = (db: Executor, values: typeof passwordResetTokens.$inferInsert) =>
  db.insert(passwordResetTokens).values(values);

/** Marks a live token used and answers its member; undefined when unknown, used or expired. */
export const consumeResetToken = async (db: Executor, tokenHash: string) => {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ memberId: passwordResetTokens.memberId });
  return row;
};
