import {
  adminAddMemberMessages,
  privacyMessages,
  registrationMessages,
  type AddMember,
  type ProfileUpdate,
  type StatusUpdate,
  societyDay,
  societyYear,
  termView,
  type Standing,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import type { MemberRow, NewMemberRow } from './members.repository';
import { enqueueMail } from '../../infra/mail';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { hashPassword } from '../../lib/passwords';
import { violatedConstraint } from '../../lib/unique-violation';
import {
  setDeleted,
  setReviewStatus,
  type ReviewedRecords,
} from '../applications/application-review';
import { auditedChange } from '../audit/audit.service';
import { claimImageUpload, publicUrlOfUpload } from '../uploads/uploads.service';
import { addedByAdministratorMail, statusChangedMail } from './member-mails';
import { firstTerm, type FirstTerm } from '../membership-year/first-term';
import { readMembershipYearSettings } from '../membership-year/membership-year-settings';
import { toMemberListItem, toMemberProfile } from './member-views';
import {
  findAdminMember,
  findMemberByEmail,
  findMemberById,
  insertMember,
  isDentalRegTaken,
  isEmailTaken,
  isMembershipIdTaken,
  isMobileTaken,
  countMembersByStatus,
  listMembers,
  nextMembershipNumber,
  updateMember,
} from './members.repository';

export type Actor = { type: 'admin' | 'member'; id: string; requestId?: string };

export const memberNotFound = () => notFound('Member not found. Please check the provided ID.');

/** Unique indexes are the last word under concurrency; this names the field they protect. */
const uniqueFieldErrors: Record<string, [string, string]> = {
  members_email_unique: ['email', registrationMessages.emailTaken],
  members_mobile_unique: ['mobileNo', registrationMessages.mobileTaken],
  members_dental_reg_unique: ['dentalRegNumber', registrationMessages.dentalRegTaken],
  members_membership_id_unique: ['membershipId', adminAddMemberMessages.membershipIdTaken],
};

export const asUniqueConflict = (error: unknown) => {
  const constraint = violatedConstraint(error);
  const known = constraint === undefined ? undefined : uniqueFieldErrors[constraint];
  if (!known) return error;
  return conflict(known[1], { [known[0]]: known[1] });
};

/** Checks each unique field and reports every clash at once, as the form shows them. */
export const assertUnique = async (
  db: Executor,
  fields: { email?: string; mobileNo?: string; dentalRegNumber?: string; membershipId?: string },
  exceptId?: string,
) => {
  const checks = [
    ['email', fields.email, isEmailTaken, registrationMessages.emailTaken],
    ['mobileNo', fields.mobileNo, isMobileTaken, registrationMessages.mobileTaken],
    [
      'dentalRegNumber',
      fields.dentalRegNumber,
      isDentalRegTaken,
      registrationMessages.dentalRegTaken,
    ],
    [
      'membershipId',
      fields.membershipId,
      isMembershipIdTaken,
      adminAddMemberMessages.membershipIdTaken,
    ],
  ] as const;
  const fieldErrors: Record<string, string> = {};
  for (const [field, value, isTaken, message] of checks) {
    if (value && (await isTaken(db, value, exceptId))) fieldErrors[field] = message;
  }
  const first = Object.values(fieldErrors)[0];
  if (first) throw conflict(first, fieldErrors);
};

export const memberExists = {
  any: async (db: Database) =>
    (await listMembers(db, { page: 1, pageSize: 1, deleted: false })).total > 0,
  email: (db: Executor, email: string) => isEmailTaken(db, email),
  mobileNo: (db: Executor, mobileNo: string) => isMobileTaken(db, mobileNo),
  dentalRegNumber: (db: Executor, dentalRegNumber: string) => isDentalRegTaken(db, dentalRegNumber),
  membershipId: (db: Executor, membershipId: string) => isMembershipIdTaken(db, membershipId),
};

const ownStudentIdUrl = '/api/me/student-id';

export const getOwnProfile = async (db: Executor, memberId: string) => {
  const member = await findMemberById(db, memberId);
  if (!member) throw notFound('Failed to fetch member details.');
  const { graceDays } = await readMembershipYearSettings(db);
  return toMemberProfile(member, ownStudentIdUrl, graceDays);
};

/** Whether `membershipNumber` is the signed-in member's own (their e-mail's) membership number. */
export const isOwnMembershipNumber = async (
  db: Executor,
  memberId: string,
  membershipNumber: string,
) => {
  const member = await findMemberById(db, memberId);
  return (
    !!member?.membershipId &&
    member.membershipId.toLowerCase() === membershipNumber.trim().toLowerCase()
  );
};

export const updateOwnProfile = async (
  db: Database,
  actor: Actor,
  { profilePictureKey, ...fields }: ProfileUpdate,
) => {
  const { graceDays } = await readMembershipYearSettings(db);
  return auditedChange(db, actor, async (tx) => {
    const before = await findMemberById(tx, actor.id);
    if (!before) throw notFound('User information not found.');
    await assertUnique(
      tx,
      { mobileNo: fields.mobileNo, dentalRegNumber: fields.dentalRegNumber },
      actor.id,
    );
    const picture = profilePictureKey
      ? await claimImageUpload(tx, profilePictureKey, 'profile_picture', actor.id, {
          memberId: actor.id,
        })
      : undefined;
    const after = await updateMember(tx, actor.id, {
      ...fields,
      ...(picture ? { profilePictureUrl: publicUrlOfUpload(picture) } : {}),
    });
    return {
      action: 'member.profile-updated',
      entity: { type: 'member', id: actor.id },
      before,
      after,
      result: toMemberProfile(after!, ownStudentIdUrl, graceDays),
    };
  }).catch((error: unknown) => {
    throw asUniqueConflict(error);
  });
};

export const getMemberForAdmin = async (db: Executor, id: string) => {
  const member = await findAdminMember(db, id);
  if (!member) throw memberNotFound();
  return member;
};

export const studentIdFileOf = async (db: Executor, id: string) => {
  const member = await findMemberById(db, id, { withDeleted: true });
  if (!member?.studentIdKey) throw notFound('No student ID card is on file.');
  return member.studentIdKey;
};

export const listMembersPage = async (
  db: Database,
  query: {
    page: number;
    pageSize: number;
    search?: string | undefined;
    standing?: Standing | undefined;
    deleted: boolean;
  },
) => {
  const search = query.search?.trim() || undefined;
  const { rows, total, totalIsCapped } = await listMembers(db, { ...query, search });
  return pageOf(rows.map(toMemberListItem), total, query, totalIsCapped);
};

/** A member's first approval starts their first term; a later one leaves their dates alone. */
const termOnFirstApproval = async (db: Executor, id: string) => {
  const member = await findMemberById(db, id, { withDeleted: true });
  return member && member.memberSince === null ? firstTerm(db, member.membershipTypeId) : {};
};

/** Members as the application review reads and changes them. */
const memberRecords: ReviewedRecords<MemberRow> = {
  entity: 'member',
  find: findMemberById,
  update: async (db, id, change) =>
    updateMember(db, id, {
      ...(change.status === 'approved' ? await termOnFirstApproval(db, id) : {}),
      ...change,
    }),
  notFound: memberNotFound,
};

export const setMemberStatus = (
  db: Database,
  actor: Actor,
  id: string,
  input: StatusUpdate,
  signInUrl: string,
) =>
  setReviewStatus(db, actor, memberRecords, id, input, {
    refuse: (member) =>
      member.isManual ? badRequest('Members added by hand have no review status.') : undefined,
    mail: (member) => statusChangedMail(member, signInUrl),
  });

export const deleteMember = (db: Database, actor: Actor, id: string) =>
  setDeleted(db, actor, memberRecords, id, true);
export const restoreMember = async (db: Database, actor: Actor, id: string) => {
  if ((await findMemberById(db, id, { withDeleted: true }))?.erasedAt) {
    throw conflict(privacyMessages.erasedNotRestorable);
  }
  return setDeleted(db, actor, memberRecords, id, false);
};

export const addMemberByHand = async (
  db: Database,
  actor: Actor,
  fields: AddMember,
  links: { signInUrl: string; resetUrl: string },
) => {
  const member = await auditedChange(db, actor, async (tx) => {
    await assertUnique(tx, {
      email: fields.email,
      mobileNo: fields.mobileNo,
      membershipId: fields.membershipId,
    });
    const { password, ...rest } = fields;
    const created = await insertMember(tx, {
      ...rest,
      ...(await firstTerm(tx, null)),
      passwordHash: await hashPassword(password),
      isManual: true,
      status: 'approved',
    });
    await enqueueMail(tx, addedByAdministratorMail(created, links.signInUrl, links.resetUrl));
    return {
      action: 'member.added-by-hand',
      entity: { type: 'member', id: created.id },
      after: created,
      result: created,
    };
  }).catch((error: unknown) => {
    throw asUniqueConflict(error);
  });
  const { graceDays } = await readMembershipYearSettings(db);
  return toMemberListItem({
    ...member,
    standing: termView(member, societyDay(), graceDays).standing,
  });
};

/** For sign-in and password changes in the auth module. */
export const findMember = { byEmail: findMemberByEmail, byId: findMemberById };
export const setMemberPasswordHash = (db: Executor, id: string, passwordHash: string) =>
  updateMember(db, id, { passwordHash });

/** OSI-{year}-{number}: from a database sequence, so concurrent registrations never share one. */
const newMembershipId = async (db: Executor) => {
  for (;;) {
    const number = await nextMembershipNumber(db);
    const candidate = `OSI-${societyYear(new Date())}-${String(number).padStart(5, '0')}`;
    if (!(await isMembershipIdTaken(db, candidate))) return candidate;
  }
};

/** A registration through the wizard: under review until an administrator decides. */
export const createRegisteredMember = async (
  db: Executor,
  values: Omit<NewMemberRow, 'membershipId' | 'status' | 'isManual'>,
) =>
  insertMember(db, {
    ...values,
    membershipId: await newMembershipId(db),
    status: 'pending',
    isManual: false,
  });

export const membershipCounts = async (db: Executor) => {
  const counts = { pending: 0, approved: 0, declined: 0, manual: 0, deleted: 0 };
  for (const row of await countMembersByStatus(db)) {
    if (row.deleted) counts.deleted += row.total;
    else if (row.isManual) counts.manual += row.total;
    else counts[row.status] += row.total;
  }
  return counts;
};

/**
 * The demo seed's shortcut to a reviewed state, without the e-mail a real review sends; an
 * approval may carry the term the demo member holds instead of one starting today.
 */
export const setReviewState = (
  db: Executor,
  id: string,
  status: MemberRow['status'],
  comments: string,
  term?: FirstTerm,
) =>
  memberRecords.update(db, id, {
    status,
    comments,
    ...(status === 'pending' ? {} : { reviewedAt: new Date() }),
    ...term,
  });
