import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Realm } from '@osi/shared';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { memberInGoodStanding } from '../../db/member-standing';
import { admins, members, sessions } from '../../db/schema';

const live = (tokenHash: string, realm: Realm) =>
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
const sessionAnd = <Columns extends SelectedFields>(db: Executor, subject: Columns) =>
  db.select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, ...subject }).from(sessions);

export const findMemberBySessionToken = async (db: Executor, tokenHash: string) => {
  const [row] = await sessionAnd(db, {
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
    .limit(1);
  return row;
};

/** The administrator of a live session, and whether it has gone `idleMinutes` without a request. */
export const findAdminBySessionToken = async (
  db: Executor,
  tokenHash: string,
  idleMinutes: number,
) => {
  const [row] = await sessionAnd(db, {
    id: admins.id,
    email: admins.email,
    name: admins.name,
    role: admins.role,
    twoFactorEnabled: sql<boolean>`${admins.totpEnabledAt} is not null`,
    idle: sql<boolean>`${sessions.lastSeenAt} <= now() - make_interval(mins => ${idleMinutes})`,
  })
    .innerJoin(admins, eq(admins.id, sessions.subjectId))
    .where(and(live(tokenHash, 'admin'), isNull(admins.disabledAt)))
    .limit(1);
  return row;
};

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
