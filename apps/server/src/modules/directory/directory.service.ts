import {
  directoryMessages,
  notListed,
  societyYear,
  type DirectoryListing,
  type DirectoryFellow,
  type DirectoryMember,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { auditedChange } from '../audit/audit.service';
import type { Actor } from '../members/members.service';
import {
  findListing,
  findPublicMember,
  listPublicFellows,
  listPublicMembers,
  saveListing,
  type PublicMemberRow,
} from './directory.repository';

/** The public card: e-mail and mobile appear only when the member agreed to show them. */
const toDirectoryMember = ({ createdAt, email, mobileNo, ...row }: PublicMemberRow) =>
  ({
    ...row,
    registeredSince: societyYear(createdAt),
    ...(email === null ? {} : { email }),
    ...(mobileNo === null ? {} : { mobileNo }),
  }) satisfies DirectoryMember;

export const ownListing = async (db: Executor, memberId: string): Promise<DirectoryListing> => {
  const row = await findListing(db, memberId);
  return row
    ? { listed: row.listed, showEmail: row.showEmail, showMobile: row.showMobile }
    : notListed;
};

/** The member's own choice, recorded with what it was before. */
export const updateOwnListing = async (db: Database, actor: Actor, listing: DirectoryListing) => {
  await auditedChange(db, actor, async (tx) => {
    const before = await ownListing(tx, actor.id);
    await saveListing(tx, actor.id, listing);
    return {
      action: 'member.directory-listing-updated',
      entity: { type: 'member', id: actor.id },
      before,
      after: listing,
    };
  });
  return { message: directoryMessages.saved, listing };
};

export const searchDirectory = async (
  db: Executor,
  query: { page: number; pageSize: number; search?: string | undefined },
) => {
  const search = query.search?.trim() || undefined;
  const { items, total } = await listPublicMembers(db, { ...query, search });
  return pageOf(items.map(toDirectoryMember), total, query);
};

export const publicMember = async (db: Executor, id: string) => {
  const row = await findPublicMember(db, id);
  if (!row) throw notFound(directoryMessages.notListed);
  return toDirectoryMember(row);
};

/** The members in the fellowship programme who chose to be listed, with the year they joined it. */
export const publicFellows = async (db: Executor): Promise<DirectoryFellow[]> =>
  (await listPublicFellows(db)).map(({ approvedAt, ...row }) => ({
    ...row,
    fellowSince: societyYear(approvedAt!),
  }));

/** The demo seed's shortcut to a listing, without the audit a member's own choice records. */
export const seedListing = (db: Executor, memberId: string, listing: DirectoryListing) =>
  saveListing(db, memberId, listing);
