import type { Realm } from '@osi/shared';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { clearSignInAttempts, countSignInAttempt } from './sign-in-attempts.repository';

export const accountLockout = { maxFailures: 10, windowMinutes: 15 };

/**
 * Per-account throttle, whatever address the guesses come from (the per-address one is a route
 * limit). The attempt is counted before its password is compared, so of any burst at most
 * `maxFailures` are judged; a good sign-in clears the count.
 */
export const countAttemptOrLock = async (
  db: Executor,
  realm: Realm,
  email: string,
  message = `Too many failed sign-ins for this account. Please wait ${accountLockout.windowMinutes} minutes or reset your password.`,
) => {
  const attempts = await countSignInAttempt(db, realm, email, accountLockout.windowMinutes);
  if (attempts > accountLockout.maxFailures) throw new AppError(429, 'account_locked', message);
};

/** Forgets the account's attempts: after a good sign-in, or a password reset by its owner. */
export const liftAccountLock = (db: Executor, realm: Realm, email: string) =>
  clearSignInAttempts(db, realm, email);
