import { and, eq, sql } from 'drizzle-orm';
import type { Realm } from '@osi/shared';
import type { Executor } from '../../db/client';
import { signInAttempts } from '../../db/schema';

/**
 * Counts one more attempt on the account and answers how many its window now holds, in one
 * statement: parallel attempts each get their own number. A window older than `windowMinutes`
 * starts again at one.
 */
export const countSignInAttempt = async (
  db: Executor,
  realm: Realm,
  email: string,
  windowMinutes: number,
) => {
  const expired = sql`${signInAttempts.windowStartedAt} <= now() - make_interval(mins => ${windowMinutes})`;
  const [row] = await db
    .insert(signInAttempts)
    .values({ realm, email: email.toLowerCase(), attempts: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [signInAttempts.realm, signInAttempts.email],
      set: {
        attempts: sql`case when ${expired} then 1 else ${signInAttempts.attempts} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${signInAttempts.windowStartedAt} end`,
      },
    })
    .returning({ attempts: signInAttempts.attempts });
  return row!.attempts;
};

export const clearSignInAttempts = (db: Executor, realm: Realm, email: string) =>
  db
    .delete(signInAttempts)
    .where(and(eq(signInAttempts.realm, realm), eq(signInAttempts.email, email.toLowerCase())));
