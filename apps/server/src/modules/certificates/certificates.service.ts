import {
  eventMessages,
  memberName,
  societyDay,
  termStart,
  verifyPath,
  type CertificateKind,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import type { EventRecord } from '../../db/event-items';
import type { eventRegistrations, members } from '../../db/schema';
import { societySettings } from '../../db/society-settings';
import { newCertificateCode } from '../../lib/codes';
import { AppError, conflict, notFound } from '../../lib/errors';
import { auditedChange } from '../audit/audit.service';
import type { Actor } from '../members/members.service';
import { renderCertificatePdf } from './certificate-pdf';
import { toCertificate, toVerification } from './certificate-views';
import {
  findCertificateByCode,
  findCertificateOfRegistrationToken,
  findCurrentCertificate,
  findFellowshipHeld,
  findMembershipHeld,
  findOwnCertificate,
  insertCdeAward,
  insertCertificate,
  insertCurrentCertificate,
  revokeCertificateRow,
  type CertificateRow,
} from './certificates.repository';

const m = eventMessages;
const unknownCertificate = () => notFound(m.certificateUnknown);

/**
 * What a check-in fixes in its transaction: the CDE award, with the event's points when it
 * gives any, and the attendance certificate dated from the event's start (today if still ahead).
 */
export const issueAttendance = async (
  tx: Executor,
  registration: typeof eventRegistrations.$inferSelect,
  event: EventRecord,
) => {
  const checkInDay = societyDay(registration.checkedInAt ?? new Date());
  const points = event.cdePoints && event.cdePoints > 0 ? event.cdePoints : null;
  const accreditationNumber = event.accreditationNumber;
  const common = { registrationId: registration.id, memberId: registration.memberId };
  if (points) {
    await insertCdeAward(tx, {
      ...common,
      eventId: event.id,
      points,
      accreditationNumber,
      awardedOn: checkInDay,
    });
  }
  const day = event.startDate <= checkInDay ? event.startDate : checkInDay;
  await insertCertificate(tx, {
    ...common,
    code: newCertificateCode(),
    kind: 'attendance',
    holderName: registration.name,
    title: event.title,
    points,
    accreditationNumber,
    issuedOn: day,
    validFrom: day,
    validUntil: null,
  });
};

/** The name a member's certificates carry: the one they gave for certificates, else their own. */
const holderOf = (member: typeof members.$inferSelect) =>
  member.certificateName.trim() || memberName(member);

/** The membership or fellowship certificate the member could be issued now; undefined if not held. */
const heldCertificate = async (db: Executor, memberId: string, kind: CertificateKind) => {
  if (kind === 'membership') {
    const held = await findMembershipHeld(db, memberId);
    const memberSince = held?.member.memberSince;
    if (!held || !memberSince) return undefined;
    const { member, termYears } = held;
    const until = member.lifeMember ? null : member.validUntil;
    return {
      holderName: holderOf(member),
      title: member.membershipTypeName || 'Membership',
      validFrom: until ? termStart(memberSince, until, termYears ?? 1) : memberSince,
      validUntil: until,
    };
  }
  const fellowship = await findFellowshipHeld(db, memberId);
  if (!fellowship) return undefined;
  return {
    holderName: holderOf(fellowship.member),
    title: fellowship.typeName ?? 'Fellowship',
    validFrom: societyDay(fellowship.approvedAt),
    validUntil: null,
  };
};

/** The certificates the member may ask for now. */
export const certificatesAvailable = async (db: Executor, memberId: string) => ({
  membership: (await heldCertificate(db, memberId, 'membership')) !== undefined,
  fellowship: (await heldCertificate(db, memberId, 'fellowship')) !== undefined,
});

/**
 * Issues the member's certificate of what they hold now; while one is current for the same
 * start it answers that one, however many ask at once.
 */
export const requestCertificate = async (
  db: Database,
  memberId: string,
  kind: 'membership' | 'fellowship',
) => {
  const held = await heldCertificate(db, memberId, kind);
  if (!held) throw new AppError(403, 'forbidden', m.certificateNotHeld);
  const key = { memberId, kind, validFrom: held.validFrom };
  const existing = await findCurrentCertificate(db, key);
  if (existing) return toCertificate(existing);
  const issued = await insertCurrentCertificate(db, {
    ...held,
    ...key,
    code: newCertificateCode(),
    issuedOn: societyDay(),
  });
  return toCertificate(issued ?? (await findCurrentCertificate(db, key))!);
};

export const verifyCertificate = async (db: Executor, code: string) => {
  const certificate = await findCertificateByCode(db, code);
  if (!certificate) throw unknownCertificate();
  return toVerification(certificate);
};

/** An administrator revokes a certificate, once; audited. */
export const revokeCertificate = async (
  db: Database,
  actor: Actor,
  code: string,
  reason: string,
) => {
  const revoked = await auditedChange(db, actor, async (tx) => {
    const before = await findCertificateByCode(tx, code);
    if (!before) throw unknownCertificate();
    const after = await revokeCertificateRow(tx, code, actor.id, reason);
    if (!after) throw conflict(m.certificateRevoked);
    return {
      action: 'certificate.revoked',
      entity: { type: 'certificate', id: after.id },
      before,
      after,
      result: after,
    };
  });
  return toVerification(revoked);
};

const pdfOf = async (db: Executor, publicUrl: string, certificate: CertificateRow | undefined) => {
  if (!certificate) throw unknownCertificate();
  const url = `${publicUrl}${verifyPath(certificate.code)}`;
  return {
    number: certificate.code,
    pdf: await renderCertificatePdf(certificate, await societySettings(db), url),
  };
};

/** The member's own certificate; another's is as absent as one never issued. */
export const ownCertificatePdf = async (
  db: Executor,
  publicUrl: string,
  memberId: string,
  code: string,
) => pdfOf(db, publicUrl, await findOwnCertificate(db, memberId, code));

/** The attendance certificate of the registration whose holder's secret is `token`. */
export const guestCertificatePdf = async (db: Executor, publicUrl: string, token: string) =>
  pdfOf(db, publicUrl, await findCertificateOfRegistrationToken(db, token));
