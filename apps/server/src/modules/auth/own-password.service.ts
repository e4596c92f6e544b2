import { changePasswordMessages, type ChangePasswordInput, type Realm } from '@osi/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { hashPassword, verifyPasswordOfAccount } from '../../lib/passwords';
import { adminPasswords } from '../admin/admins.service';
import { auditedChange } from '../audit/audit.service';
import { findMember, setMemberPasswordHash } from '../members/members.service';

/** Where each realm keeps its accounts' password hashes. */
const passwords: Record<
  Realm,
  {
    hashOf: (db: Executor, id: string) => Promise<string | undefined>;
    set: (db: Executor, id: string, passwordHash: string) => Promise<unknown>;
  }
> = {
  member: {
    hashOf: async (db, id) => (await findMember.byId(db, id))?.passwordHash,
    set: setMemberPasswordHash,
  },
  admin: adminPasswords,
};

/**
 * Changes a signed-in account's own password, given the current one, and ends its other
 * sessions: this one stays signed in, every other device is signed out.
 */
export const changeOwnPassword = async (
  app: FastifyInstance,
  realm: Realm,
  account: { id: string; sessionId: string },
  { currentPassword, newPassword }: ChangePasswordInput,
) => {
  const store = passwords[realm];
  if (!(await verifyPasswordOfAccount(await store.hashOf(app.db, account.id), currentPassword))) {
    throw badRequest(changePasswordMessages.wrongCurrent, {
      currentPassword: changePasswordMessages.wrongCurrent,
    });
  }
  const passwordHash = await hashPassword(newPassword);
  await auditedChange(app.db, { type: realm, id: account.id }, async (tx) => {
    await store.set(tx, account.id, passwordHash);
    await app.revokeSessions(realm, account.id, { except: account.sessionId, db: tx });
    return {
      action: `${realm}.password-changed`,
      entity: { type: realm, id: account.id },
    };
  });
  return { message: changePasswordMessages.changed };
};
