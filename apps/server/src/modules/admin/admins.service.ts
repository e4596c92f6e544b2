import type { Executor } from '../../db/client';
import { newAdminSchema, type LoginInput, type NewAdmin } from '@osi/shared';
import { AppError, conflict } from '../../lib/errors';
import { hashPassword, verifyPasswordOfAccount } from '../../lib/passwords';
import { auditedChange } from '../audit/audit.service';
import type { Actor } from '../members/members.service';
import { countAttemptOrLock, liftAccountLock } from '../auth/sign-in-throttle';
import {
  activeAdminPasswordHash,
  findAdminByEmail,
  insertAdmin,
  setAdminPasswordHash,
} from './admins.repository';

/**
 * Adds an administrator with the role given (an Owner without one: the command line and seed);
 * `addedBy` is the one who did it.
 */
export const createAdmin = async (db: Executor, input: NewAdmin, addedBy?: Actor) => {
  const admin = newAdminSchema.parse(input);
  if (await findAdminByEmail(db, admin.email)) {
    throw conflict('An administrator with this e-mail already exists.', {
      email: 'An administrator with this e-mail already exists.',
    });
  }
  const passwordHash = await hashPassword(admin.password);
  const after = {
    email: admin.email.toLowerCase(),
    name: admin.name,
    role: admin.role ?? 'owner',
  };
  return auditedChange(db, addedBy ?? { type: 'system' }, async (tx) => {
    const created = await insertAdmin(tx, { ...after, passwordHash });
    return {
      action: 'admin.created',
      entity: { type: 'admin', id: created.id },
      after,
      result: created,
    };
  });
};

const wrongCredentials = 'Incorrect e-mail or password.';

/** One answer for an unknown e-mail and a wrong password: administrators' addresses stay private. */
export const authenticateAdmin = async (db: Executor, input: LoginInput) => {
  await countAttemptOrLock(db, 'admin', input.email);
  const admin = await findAdminByEmail(db, input.email);
  const matches = await verifyPasswordOfAccount(admin?.passwordHash, input.password);
  const valid = admin && !admin.disabledAt && matches;
  if (!admin || !valid) {
    throw new AppError(401, 'invalid_credentials', wrongCredentials, {
      password: wrongCredentials,
    });
  }
  await liftAccountLock(db, 'admin', input.email);
  return {
    id: admin.id,
    email: admin.email,
    name: admin.name,
    role: admin.role,
    twoFactorEnabled: admin.totpEnabledAt !== null,
  };
};

/** Where administrators' password hashes are read (of those not disabled) and written. */
export const adminPasswords = { hashOf: activeAdminPasswordHash, set: setAdminPasswordHash };
