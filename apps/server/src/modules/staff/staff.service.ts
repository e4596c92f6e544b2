import { staffMessages as m, type StaffList, type StaffRole } from '@osi/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { auditedChange } from '../audit/audit.service';
import { resetTwoFactorOf } from '../two-factor/two-factor.service';
import type { Actor } from '../members/members.service';
import {
  listAdmins,
  listPendingInvitations,
  lockActiveOwners,
  lockAdmin,
  updateAdmin,
} from './staff.repository';

/** Every administrator, and the invitations still pending (expired ones marked). */
export const staffList = async (db: Executor): Promise<StaffList> => {
  const [admins, invitations] = await Promise.all([listAdmins(db), listPendingInvitations(db)]);
  const now = Date.now();
  return {
    staff: admins.map(({ disabledAt, totpEnabledAt, createdAt, lastSignInAt, ...admin }) => ({
      ...admin,
      status: disabledAt ? 'disabled' : 'active',
      twoFactor: totpEnabledAt !== null,
      createdAt: createdAt.toISOString(),
      lastSignInAt: lastSignInAt?.toISOString() ?? null,
    })),
    invitations: invitations.map(({ id, name, email, role, expiresAt, createdAt }) => ({
      id,
      name,
      email,
      role,
      expiresAt: expiresAt.toISOString(),
      expired: expiresAt.getTime() <= now,
      createdAt: createdAt.toISOString(),
    })),
  };
};

/**
 * Locks the active Owners first, then the administrator: two changes of the last two Owners
 * queue, and the second sees the first's result (decision 082).
 */
const lockedAdmin = async (tx: Executor, id: string) => {
  const owners = await lockActiveOwners(tx);
  const admin = await lockAdmin(tx, id);
  if (!admin) throw notFound(m.noSuchAdmin);
  const isLastOwner = owners.length === 1 && owners[0] === id;
  return { admin, isLastOwner };
};

type AdminChange = {
  action: string;
  change: (
    admin: NonNullable<Awaited<ReturnType<typeof lockAdmin>>>,
    isLastOwner: boolean,
  ) => {
    before: object;
    after: object;
    apply: (tx: Executor) => Promise<unknown>;
  };
};

const changeAdmin = (db: Executor, actor: Actor, id: string, { action, change }: AdminChange) =>
  auditedChange(db, actor, async (tx) => {
    const { admin, isLastOwner } = await lockedAdmin(tx, id);
    const { before, after, apply } = change(admin, isLastOwner);
    await apply(tx);
    return { action: `admin.${action}`, entity: { type: 'admin', id }, before, after };
  });

export const changeRole = (db: Executor, actor: Actor, id: string, role: StaffRole) =>
  changeAdmin(db, actor, id, {
    action: 'role-changed',
    change: (admin, isLastOwner) => {
      if (isLastOwner && role !== 'owner') throw conflict(m.lastOwner, { role: m.lastOwner });
      return {
        before: { role: admin.role },
        after: { role },
        apply: (tx) => updateAdmin(tx, id, { role }),
      };
    },
  });

/** Disables an administrator, ending every session of theirs, or enables them again. */
export const changeStatus = (
  app: FastifyInstance,
  actor: Actor,
  id: string,
  status: 'active' | 'disabled',
) =>
  changeAdmin(app.db, actor, id, {
    action: status === 'disabled' ? 'disabled' : 'enabled',
    change: (admin, isLastOwner) => {
      if (status === 'disabled' && id === actor.id) throw conflict(m.notYourself);
      if (status === 'disabled' && isLastOwner) throw conflict(m.lastOwner);
      return {
        before: { disabledAt: admin.disabledAt },
        after: { status },
        apply: async (tx) => {
          if (status === 'active') return updateAdmin(tx, id, { disabledAt: null });
          await updateAdmin(tx, id, { disabledAt: admin.disabledAt ?? new Date() });
          await app.revokeSessions('admin', id, { db: tx });
        },
      };
    },
  });

/** Clears an administrator's authenticator and recovery codes, for one who lost them. */
export const resetTwoFactor = (db: Executor, actor: Actor, id: string) =>
  changeAdmin(db, actor, id, {
    action: 'two-factor-reset',
    change: (admin) => ({
      before: { twoFactor: admin.totpEnabledAt !== null },
      after: { twoFactor: false },
      apply: (tx) => resetTwoFactorOf(tx, id),
    }),
  });
