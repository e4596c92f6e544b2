import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailVerifications } from '../../db/schema';

export type VerificationRow = typeof emailVerifications.$inferSelect;

export const findVerification = async (db: Executor, email: string) => {
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.email, email))
    .limit(1);
  return row;
};

/** A new code replaces the old one and starts its tries afresh. */
export const saveVerificationCode = (
  db: Executor,
  email: string,
  codeHash: string,
  expiresAt: Date,
) =>
  db
    .insert(emailVerifications)
    .values({ email, codeHash, expiresAt, sentAt: new Date() })
    .onConflictDoUpdate({
      target: emailVerifications.email,
      set: { codeHash, expiresAt, sentAt: new Date(), attempts: 0, verifiedAt: null },
    });

export const countAttempt = (db: Executor, email: string) =>
  db
    .update(emailVerifications)
    .set({ attempts: sql`${emailVerifications.attempts} + 1` })
    .where(eq(emailVerifications.email, email));

export const markVerified = (db: Executor, email: string) =>
  db
    .update(emailVerifications)
    .set({ verifiedAt: new Date() })
    .where(eq(emailVerifications.email, email));

export const deleteVerification = (db: Executor, email: string) =>
  db.delete(emailVerifications).where(eq(emailVerifications.email, email));
