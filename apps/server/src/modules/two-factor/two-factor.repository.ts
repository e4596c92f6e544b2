import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countWhere } from '../../db/rows-where';
import { adminRecoveryCodes, admins } from '../../db/schema';

export const findTwoFactorOf = async (db: Executor, adminId: string) => {
  const [row] = await db
    .select({
      id: admins.id,
      email: admins.email,
      name: admins.name,
      role: admins.role,
      passwordHash: admins.passwordHash,
      sealedKey: admins.totpSecret,
      enabledAt: admins.totpEnabledAt,
    })
    .from(admins)
    .where(and(eq(admins.id, adminId), isNull(admins.disabledAt)));
  return row;
};

/** Keeps a new key waiting for its first code; never over one already in use. */
export const storeWaitingKey = async (db: Executor, adminId: string, sealedKey: string) => {
  const rows = await db
    .update(admins)
    .set({ totpSecret: sealedKey, totpLastStep: null })
    .where(and(eq(admins.id, adminId), isNull(admins.totpEnabledAt)))
    .returning({ id: admins.id });
  return rows.length > 0;
};

const stepNotUsed = (step: number) =>
  or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step));

/**
 * Takes the code's time step if no code of it or a later one was taken: a compare-and-set in one
 * statement, so of two requests with the same code only one gets true. `enabling` also turns
 * two-factor sign-in on, and only while it is off.
 */
export const takeStep = async (db: Executor, adminId: string, step: number, enabling = false) => {
  const rows = await db
    .update(admins)
    .set(enabling ? { totpLastStep: step, totpEnabledAt: sql`now()` } : { totpLastStep: step })
    .where(
      and(
        eq(admins.id, adminId),
        stepNotUsed(step),
        enabling ? isNull(admins.totpEnabledAt) : isNotNull(admins.totpEnabledAt),
      ),
    )
    .returning({ id: admins.id });
  return rows.length > 0;
};

export const replaceRecoveryCodes = async (db: Executor, adminId: string, hashes: string[]) => {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db.insert(adminRecoveryCodes).values(hashes.map((codeHash) => ({ adminId, codeHash })));
};

/** Marks an unused recovery code used in one statement: a code lets in one request only. */
export const useRecoveryCode = async (db: Executor, adminId: string, codeHash: string) => {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, codeHash),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return rows.length > 0;
};

export const countRecoveryCodesLeft = (db: Executor, adminId: string) =>
  countWhere(
    db,
    adminRecoveryCodes,
    and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)),
  );

/** Forgets the key and the recovery codes: sign-in asks for the password only. */
export const removeTwoFactor = async (db: Executor, adminId: string) => {
  await db
    .update(admins)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(admins.id, adminId));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
};
