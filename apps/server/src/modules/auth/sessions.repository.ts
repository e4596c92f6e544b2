import { and, eq, gt, isNull, ne, sql, type Placeholder } from 'drizzle-orm';
import type { Realm } from '@osi/shared';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { memberInGoodStanding } from '../../db/member-standing';
import { admins, members, sessions } from '../../db/schema';

const live = (tokenHash: Placeholder, realm: Realm) =>
  and(
    eq(sessions.tokenHash, tokenHash),
    eq(sessions.realm, realm),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
  );

export const insertSession = (
  db: Executor,
  values: typeof sessions.$inferInsert,
): Promise<{ id: string }[]> => db.insert(sessions).values(values).returning({ id: sessions.id });

/** The session's id and when it was last seen, beside its subject's columns. */
const sessionAnd = <Columns extends SelectedFields>(db: Database, subject: Columns) =>
  db.select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, ...subject }).from(sessions);

/**
 * The lookups every signed-in request makes, built once for `db` and prepared by name: neither
 * the app nor PostgreSQL builds or plans them again for each request. The administrator's also
 * says whether the session has gone `idleMinutes` without a request.
 */
export const sessionLookups = (db: Database) => {
  const tokenHash = sql.placeholder('tokenHash');
  const member = sessionAnd(db, {
    id: members.id,
    email: members.email,
    firstName: members.firstName,
    lastName: members.lastName,
    membershipId: members.membershipId,
    profilePictureUrl: members.profilePictureUrl,
    status: members.status,
    /** Approved or added by hand, and not lapsed: the forum's condition (decision 075). */
    inGoodStanding: sql<boolean>`coalesce(${memberInGoodStanding}, false)`,
  })
    .innerJoin(members, eq(members.id, sessions.subjectId))
    .where(and(live(tokenHash, 'member'), isNull(members.deletedAt)))
    .limit(1)
    .prepare('member_session');
  const admin = sessionAnd(db, {
    id: admins.id,
    email: admins.email,
    name: admins.name,
    role: admins.role,
    twoFactorEnabled: sql<boolean>`${admins.totpEnabledAt} is not null`,
    idle: sql<boolean>`${sessions.lastSeenAt} <= now() - make_interval(mins => ${sql.placeholder('idleMinutes')})`,
  })
    .innerJoin(admins, eq(admins.id, sessions.subjectId))
    .where(and(live(tokenHash, 'admin'), isNull(admins.disabledAt)))
    .limit(1)
    .prepare('admin_session');
  return {
    member: async (hash: string) => (await member.execute({ tokenHash: hash }))[0],
    admin: async (hash: string, idleMinutes: number) =>
      (await admin.execute({ tokenHash: hash, idleMinutes }))[0],
  };
};
export type SessionLookups = ReturnType<typeof sessionLookups>;

export const touchSession = (db: Executor, sessionId: string) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, sessionId));

export const revokeSessionByTokenHash = (db: Executor, tokenHash: string) =>
  db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));

export const revokeSubjectSessions = (
  db: Executor,
  realm: Realm,
  subjectId: string,
  exceptSessionId?: string,
) =>
  db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.realm, realm),
        eq(sessions.subjectId, subjectId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
