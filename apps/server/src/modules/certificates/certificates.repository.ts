import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberInGoodStanding } from '../../db/member-standing';
import { rowWhere, updateWhere } from '../../db/rows-where';
import {
  cdeAwards,
  certificates,
  contentItems,
  eventRegistrations,
  fellowships,
  fellowshipTypes,
  members,
  membershipTypes,
  payments,
} from '../../db/schema';

export type CertificateRow = typeof certificates.$inferSelect;

export const insertCdeAward = (tx: Executor, award: typeof cdeAwards.$inferInsert) =>
  tx.insert(cdeAwards).values(award);

export const insertCertificate = (tx: Executor, certificate: typeof certificates.$inferInsert) =>
  tx.insert(certificates).values(certificate);

/**
 * A member's membership or fellowship certificate, unless one is current for the same start
 * (`certificates_one_current_per_start`): then nothing, and the caller reads that one.
 */
export const insertCurrentCertificate = async (
  db: Executor,
  certificate: typeof certificates.$inferInsert,
) =>
  (
    await db
      .insert(certificates)
      .values(certificate)
      .onConflictDoNothing({
        target: [certificates.memberId, certificates.kind, certificates.validFrom],
        where: sql`${certificates.registrationId} is null and ${certificates.revokedAt} is null`,
      })
      .returning()
  )[0];

export const findCurrentCertificate = (
  db: Executor,
  { memberId, kind, validFrom }: Pick<CertificateRow, 'memberId' | 'kind' | 'validFrom'>,
) =>
  rowWhere(
    db,
    certificates,
    and(
      eq(certificates.memberId, memberId!),
      eq(certificates.kind, kind),
      eq(certificates.validFrom, validFrom),
      isNull(certificates.registrationId),
      isNull(certificates.revokedAt),
    ),
  );

export const findCertificateByCode = (db: Executor, code: string) =>
  rowWhere(db, certificates, eq(certificates.code, code));

export const findOwnCertificate = (db: Executor, memberId: string, code: string) =>
  rowWhere(db, certificates, and(eq(certificates.code, code), eq(certificates.memberId, memberId)));

/** The attendance certificate of the registration whose holder's secret is `token`. */
export const findCertificateOfRegistrationToken = async (db: Executor, token: string) => {
  const [row] = await db
    .select({ certificate: certificates })
    .from(certificates)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, certificates.registrationId))
    .where(eq(eventRegistrations.token, token));
  return row?.certificate;
};

/** Revokes a certificate not yet revoked; undefined when there is none such. */
export const revokeCertificateRow = (
  tx: Executor,
  code: string,
  revokedBy: string,
  reason: string,
) =>
  updateWhere(tx, certificates, and(eq(certificates.code, code), isNull(certificates.revokedAt)), {
    revokedAt: new Date(),
    revokedBy,
    revokeReason: reason,
  });

export const listCertificatesOfMember = (db: Executor, memberId: string) =>
  db
    .select()
    .from(certificates)
    .where(eq(certificates.memberId, memberId))
    .orderBy(desc(certificates.issuedOn), desc(certificates.createdAt));

export const listCdeAwardsOfMember = (db: Executor, memberId: string) =>
  db
    .select({
      eventTitle: sql<string>`${contentItems.value} ->> 'title'`,
      awardedOn: cdeAwards.awardedOn,
      points: cdeAwards.points,
      accreditationNumber: cdeAwards.accreditationNumber,
    })
    .from(cdeAwards)
    .innerJoin(contentItems, eq(contentItems.id, cdeAwards.eventId))
    .where(eq(cdeAwards.memberId, memberId))
    .orderBy(desc(cdeAwards.awardedOn), desc(cdeAwards.createdAt));

/** The member's points per calendar year of the award, newest year first. */
export const cdePointsPerYear = (db: Executor, memberId: string) => {
  const year = sql<number>`extract(year from ${cdeAwards.awardedOn})::int`;
  return db
    .select({ year, points: sql<number>`sum(${cdeAwards.points})::int` })
    .from(cdeAwards)
    .where(eq(cdeAwards.memberId, memberId))
    .groupBy(year)
    .orderBy(desc(year));
};

/** The member's membership while they are in good standing, with the years of its type's term. */
export const findMembershipHeld = async (db: Executor, memberId: string) => {
  const [row] = await db
    .select({ member: members, termYears: membershipTypes.termYears })
    .from(members)
    .leftJoin(membershipTypes, eq(membershipTypes.id, members.membershipTypeId))
    .where(and(eq(members.id, memberId), memberInGoodStanding));
  return row;
};

/**
 * The member's approved fellowship, with the name of the fellowship type its fee paid for (the
 * payment's item).
 */
export const findFellowshipHeld = async (db: Executor, memberId: string) => {
  const [row] = await db
    .select({
      approvedAt: fellowships.approvedAt,
      typeName: fellowshipTypes.name,
      member: members,
    })
    .from(fellowships)
    .innerJoin(members, eq(members.id, fellowships.memberId))
    .innerJoin(payments, eq(payments.id, fellowships.paymentId))
    .leftJoin(fellowshipTypes, eq(fellowshipTypes.id, payments.itemId))
    .where(
      and(
        eq(fellowships.memberId, memberId),
        eq(fellowships.status, 'approved'),
        isNull(fellowships.deletedAt),
        isNull(members.deletedAt),
      ),
    )
    .limit(1);
  return row?.approvedAt ? { ...row, approvedAt: row.approvedAt } : undefined;
};
