import type { Realm } from '@osi/shared';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  clearSignInFailures,
  countRecentSignInFailures,
  recordSignInFailure,
} from './sign-in-failures.repository';

export const accountLockout = { maxFailures: 10, windowMinutes: 15 };

/** Per-account throttle, whatever address the guesses come from (the per-address one is a route limit). */
export const assertAccountNotLocked = async (db: Executor, realm: Realm, email: string) => {
  const since = new Date(Date.now() - accountLockout.windowMinutes * 60_000);
  if ((await countRecentSignInFailures(db, realm, email, since)) >= accountLockout.maxFailures) {
    throw new AppError(
      429,
      'account_locked',
      `Too many failed sign-ins for this account. Please wait ${accountLockout.windowMinutes} minutes or reset your password.`,
    );
  }
};

export const signInFailed = (db: Executor, realm: Realm, email: string, ip: string) =>
  recordSignInFailure(db, realm, email, ip);

/** Forgets the account's failures: after a good sign-in, or a password reset by its owner. */
export const liftAccountLock = (db: Executor, realm: Realm, email: string) =>
  clearSignInFailures(db, realm, email);

export const signInSucceeded = liftAccountLock;
