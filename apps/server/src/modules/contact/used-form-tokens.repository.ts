import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { usedContactFormTokens } from '../../db/schema';

/**
 * Marks a form token used; false when it was used already. One statement, so of parallel
 * messages with one token only one gets true. Tokens older than a day are refused anyway, so
 * their records are dropped here.
 */
export const spendFormToken = async (db: Executor, tokenHash: string) => {
  await db
    .delete(usedContactFormTokens)
    .where(lt(usedContactFormTokens.usedAt, sql`now() - interval '1 day'`));
  const inserted = await db
    .insert(usedContactFormTokens)
    .values({ tokenHash })
    .onConflictDoNothing()
    .returning({ tokenHash: usedContactFormTokens.tokenHash });
  return inserted.length > 0;
};
