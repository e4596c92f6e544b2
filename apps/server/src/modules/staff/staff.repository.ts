import { and, asc, desc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { rowWhere } from '../../db/rows-where';
import { admins, sessions, staffInvitations } from '../../db/schema';

const invitations = staffInvitations;
const pending = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));
const live = and(pending, gt(invitations.expiresAt, sql`now()`));

/** Every administrator with their latest sign-in (their newest session). */
export const listAdmins = (db: Executor) =>
  db
    .select({
      id: admins.id,
      name: admins.name,
      email: admins.email,
      role: admins.role,
      disabledAt: admins.disabledAt,
      totpEnabledAt: admins.totpEnabledAt,
      createdAt: admins.createdAt,
      lastSignInAt: max(sessions.createdAt),
    })
    .from(admins)
    .leftJoin(sessions, and(eq(sessions.realm, 'admin'), eq(sessions.subjectId, admins.id)))
    .groupBy(admins.id)
    .orderBy(asc(admins.name), asc(admins.email));

/** Invitations neither accepted nor revoked, expired ones included; the newest first. */
export const listPendingInvitations = (db: Executor) =>
  db.select().from(invitations).where(pending).orderBy(desc(invitations.createdAt));

/**
 * Holds, until the transaction ends, the right to invite this e-mail: two invitations of one
 * address sent at once are checked one after the other, so only the first is made.
 */
export const lockInvitationsOf = (tx: Executor, email: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-invitation:' || lower(${email})))`);

/** Whether an administrator or a live invitation already has the e-mail. */
export const emailInUse = async (db: Executor, email: string) => {
  const [admin, invitation] = await Promise.all([
    rowWhere(db, admins, sql`lower(${admins.email}) = lower(${email})`),
    rowWhere(db, invitations, and(sql`lower(${invitations.email}) = lower(${email})`, live)),
  ]);
  return Boolean(admin ?? invitation);
};

export const insertInvitation = async (db: Executor, values: typeof invitations.$inferInsert) => {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
};

/** Changes an invitation still pending; undefined if it was accepted or revoked. */
const updatePendingInvitation = async (
  db: Executor,
  id: string,
  values: PgUpdateSetSource<typeof invitations>,
) => {
  const [row] = await db
    .update(invitations)
    .set(values)
    .where(and(eq(invitations.id, id), pending))
    .returning();
  return row;
};

/** Gives a pending invitation a new token and expiry; undefined if it is not pending. */
export const renewInvitation = (
  db: Executor,
  id: string,
  values: { tokenHash: string; expiresAt: Date },
) => updatePendingInvitation(db, id, values);

export const revokeInvitation = (db: Executor, id: string) =>
  updatePendingInvitation(db, id, { revokedAt: sql`now()` });

export const liveInvitationByToken = (db: Executor, tokenHash: string) =>
  rowWhere(db, invitations, and(eq(invitations.tokenHash, tokenHash), live));

/** Marks a live invitation accepted, once: of two simultaneous uses one gets the row. */
export const claimInvitation = async (db: Executor, tokenHash: string) => {
  const [row] = await db
    .update(invitations)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(invitations.tokenHash, tokenHash), live))
    .returning();
  return row;
};

export const setInvitationAdmin = (db: Executor, id: string, adminId: string) =>
  db.update(invitations).set({ adminId }).where(eq(invitations.id, id));

/**
 * Locks every active Owner's row and answers their ids: a concurrent change of an Owner waits,
 * then sees the Owners as they are after it.
 */
export const lockActiveOwners = async (db: Executor) =>
  (
    await db
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.role, 'owner'), isNull(admins.disabledAt)))
      .orderBy(asc(admins.id))
      .for('update')
  ).map((row) => row.id);

export const lockAdmin = (db: Executor, id: string) =>
  rowWhere(db, admins, eq(admins.id, id), { lock: true });

/** The administrator an invitation makes. */
export const insertInvitedAdmin = async (
  db: Executor,
  values: Pick<typeof admins.$inferInsert, 'name' | 'email' | 'role' | 'passwordHash'>,
) => {
  const [row] = await db.insert(admins).values(values).returning({ id: admins.id });
  return row!;
};

export const updateAdmin = (
  db: Executor,
  id: string,
  values: Partial<Pick<typeof admins.$inferInsert, 'role' | 'disabledAt'>>,
) =>
  db
    .update(admins)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(admins.id, id));
