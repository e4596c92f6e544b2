import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DirectoryListing } from '@osi/shared';
import type { Executor } from '../../db/client';
import { directoryListings, fellowships, members } from '../../db/schema';
import { listedMember } from '../../db/member-standing';
import { pageOfSelect } from '../../db/page-of-rows';
import { rowWhere } from '../../db/rows-where';
import { containing } from '../../lib/like-pattern';

export const findListing = (db: Executor, memberId: string) =>
  rowWhere(db, directoryListings, eq(directoryListings.memberId, memberId));

export const saveListing = async (db: Executor, memberId: string, listing: DirectoryListing) => {
  await db
    .insert(directoryListings)
    .values({ memberId, ...listing })
    .onConflictDoUpdate({ target: directoryListings.memberId, set: listing });
};

/** A listed member's card: no contact details. */
const cardColumns = {
  id: members.id,
  title: members.title,
  firstName: members.firstName,
  lastName: members.lastName,
  profilePictureUrl: members.profilePictureUrl,
  specialty: members.specialty,
  city: members.city,
  state: members.state,
  country: members.country,
};

/** Only these columns ever leave the database for the public directory. */
const publicColumns = {
  ...cardColumns,
  createdAt: members.createdAt,
  /** Null unless the member agreed to show it. */
  email: sql<string | null>`case when ${directoryListings.showEmail} then ${members.email} end`,
  mobileNo: sql<
    string | null
  >`case when ${directoryListings.showMobile} and ${members.mobileNo} <> '' then ${members.mobileNo} end`,
};

const matching = (search: string | undefined) => {
  if (!search) return undefined;
  const pattern = containing(search.toLowerCase());
  return sql`lower(${members.firstName} || ' ' || ${members.lastName} || ' ' || ${members.city} || ' ' || ${members.state} || ' ' || ${members.specialty}) like ${pattern}`;
};

export const listPublicMembers = async (
  db: Executor,
  { page, pageSize, search }: { page: number; pageSize: number; search?: string | undefined },
) => {
  const where = and(listedMember, matching(search));
  const from = () =>
    db
      .select(publicColumns)
      .from(members)
      .innerJoin(directoryListings, eq(directoryListings.memberId, members.id));
  return pageOfSelect(
    from().where(where).orderBy(asc(members.lastName), asc(members.firstName), asc(members.id)),
    db
      .select({ total: count() })
      .from(members)
      .innerJoin(directoryListings, eq(directoryListings.memberId, members.id))
      .where(where),
    { page, pageSize },
  );
};

export type PublicMemberRow = Awaited<ReturnType<typeof listPublicMembers>>['items'][number];

export const findPublicMember = async (db: Executor, id: string) => {
  const [row] = await db
    .select(publicColumns)
    .from(members)
    .innerJoin(directoryListings, eq(directoryListings.memberId, members.id))
    .where(and(eq(members.id, id), listedMember));
  return row;
};

/** More than the society will have for years; the page lists them all. */
const fellowsShown = 500;

/** Listed members whose fellowship application is approved, with the day it was. */
export const listPublicFellows = (db: Executor) =>
  db
    .select({ ...cardColumns, approvedAt: fellowships.approvedAt })
    .from(members)
    .innerJoin(directoryListings, eq(directoryListings.memberId, members.id))
    .innerJoin(
      fellowships,
      and(
        eq(fellowships.memberId, members.id),
        eq(fellowships.status, 'approved'),
        isNotNull(fellowships.approvedAt),
        isNull(fellowships.deletedAt),
      ),
    )
    .where(listedMember)
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id))
    .limit(fellowsShown);
