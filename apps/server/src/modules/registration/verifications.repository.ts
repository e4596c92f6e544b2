import { and, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import { verifiedAfter } from '../../db/address-checks';
import { selectRows, type Executor } from '../../db/client';
import { emailVerifications, outboxMessages } from '../../db/schema';

export type VerificationRow = typeof emailVerifications.$inferSelect;

/** The verification with `mailSentAt`: when its e-mail left the outbox, null until then. */
export const findVerification = async (db: Executor, email: string) => {
  const [row] = await db
    .select({ ...getTableColumns(emailVerifications), mailSentAt: outboxMessages.sentAt })
    .from(emailVerifications)
    .leftJoin(outboxMessages, eq(outboxMessages.id, emailVerifications.outboxMessageId))
    .where(eq(emailVerifications.email, email))
    .limit(1);
  return row;
};

export const isVerifiedAfter = async (db: Executor, email: string, since: string) => {
  const [row] = await selectRows<{ verified: boolean }>(
    db,
    sql`select ${verifiedAfter(email, since)} as verified`,
  );
  return row?.verified === true;
};

/** A new code replaces the old one and starts its tries afresh. */
export const saveVerificationCode = (
  db: Executor,
  code: Pick<VerificationRow, 'email' | 'codeHash' | 'expiresAt' | 'outboxMessageId'>,
) => {
  const fresh = { ...code, sentAt: new Date(), attempts: 0, verifiedAt: null };
  return db
    .insert(emailVerifications)
    .values(fresh)
    .onConflictDoUpdate({ target: emailVerifications.email, set: fresh });
};

/**
 * Counts a try at the address's code, in the same statement that checks the cap: true if this
 * try may be judged. Parallel tries each take their own place, so at most `maxAttempts` are.
 */
export const claimAttempt = async (db: Executor, email: string, maxAttempts: number) => {
  const claimed = await db
    .update(emailVerifications)
    .set({ attempts: sql`${emailVerifications.attempts} + 1` })
    .where(and(eq(emailVerifications.email, email), lt(emailVerifications.attempts, maxAttempts)))
    .returning({ email: emailVerifications.email });
  return claimed.length > 0;
};

export const markVerified = (db: Executor, email: string) =>
  db
    .update(emailVerifications)
    .set({ verifiedAt: new Date() })
    .where(eq(emailVerifications.email, email));

export const deleteVerification = (db: Executor, email: string) =>
  db.delete(emailVerifications).where(eq(emailVerifications.email, email));
