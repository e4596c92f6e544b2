import { and, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminMember } from '@osi/shared';
import { unionAll } from 'drizzle-orm/pg-core';
import { selectRows, type Executor } from '../../db/client';
import { findById } from '../../db/find-by-id';
import { countUpTo } from '../../db/page-of-rows';
import { rowWhere } from '../../db/rows-where';
import { members, payments } from '../../db/schema';
import { containing } from '../../lib/like-pattern';
import { cappedTotal, countLimitFor, countSteps } from '../../lib/pagination';
import type { Standing } from '@osi/shared';
import { memberStanding } from '../../db/member-standing';
import { adminMemberJson } from './admin-member-fields';

export type MemberRow = typeof members.$inferSelect;
export type NewMemberRow = typeof members.$inferInsert;

const notDeleted = isNull(members.deletedAt);

export const findMemberById = (db: Executor, id: string, options = { withDeleted: false }) =>
  findById(db, members, id, options);

export const findMemberByEmail = (db: Executor, email: string) =>
  rowWhere(db, members, and(sql`lower(${members.email}) = lower(${email})`, notDeleted));

/** Uniqueness holds across deleted records too: a deleted member can be restored. */
const takenBy = (condition: SQL, exceptId?: string) => async (db: Executor) => {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(condition, exceptId ? ne(members.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
};

export const isEmailTaken = (db: Executor, email: string, exceptId?: string) =>
  takenBy(sql`lower(${members.email}) = lower(${email})`, exceptId)(db);
export const isMobileTaken = (db: Executor, mobileNo: string, exceptId?: string) =>
  takenBy(eq(members.mobileNo, mobileNo), exceptId)(db);
export const isDentalRegTaken = (db: Executor, dentalRegNumber: string, exceptId?: string) =>
  takenBy(sql`lower(${members.dentalRegNumber}) = lower(${dentalRegNumber})`, exceptId)(db);
export const isMembershipIdTaken = (db: Executor, membershipId: string) =>
  takenBy(sql`lower(${members.membershipId}) = lower(${membershipId})`)(db);

export const insertMember = async (db: Executor, values: NewMemberRow) => {
  const [row] = await db.insert(members).values(values).returning();
  return row!;
};

export const updateMember = async (db: Executor, id: string, values: Partial<NewMemberRow>) => {
  const [row] = await db.update(members).set(values).where(eq(members.id, id)).returning();
  return row;
};

export const nextMembershipNumber = async (db: Executor) => {
  const [row] = await selectRows<{ value: string }>(
    db,
    sql`select nextval('membership_number_seq')::text as value`,
  );
  return Number(row!.value);
};

/** The columns the members list shows. */
const listedColumns = {
  id: members.id,
  title: members.title,
  firstName: members.firstName,
  middleName: members.middleName,
  lastName: members.lastName,
  email: members.email,
  mobileNo: members.mobileNo,
  membershipId: members.membershipId,
  city: members.city,
  country: members.country,
  profilePictureUrl: members.profilePictureUrl,
  status: members.status,
  isManual: members.isManual,
  createdAt: members.createdAt,
  deletedAt: members.deletedAt,
  standing: memberStanding,
};
export type ListedMemberRow = Pick<MemberRow, Exclude<keyof typeof listedColumns, 'standing'>> & {
  standing: Standing | null;
};

const contains = (text: string) => sql`${members.searchText} like ${containing(text)}`;

/**
 * Members whose name, e-mail, mobile or membership number contains the term. The trigram index
 * is asked for the term's longest word, usually its rarest part (`deepak993161` of
 * `dr.deepak993161@hotmail.com`, `75641` of `OSI-2025-75641`): the posting lists of the parts
 * every member shares (`com`, `mail`, `osi-2025`) would cost more than the rows they rule out.
 * The whole term is then checked on the rows found, by `strpos`, which the index cannot take.
 */
const searchCondition = (term: string) => {
  const text = term.toLowerCase();
  const longestWord = text
    .split(/[\s.@\-_/+]+/)
    .reduce((longest, word) => (word.length > longest.length ? word : longest), '');
  return longestWord.length >= 3 && longestWord !== text
    ? and(contains(longestWord), sql`strpos(${members.searchText}, ${text}) > 0`)
    : contains(text);
};

/**
 * A page of members, newest first (or most recently deleted first), and how many match, counted
 * up to `countLimitFor` the page: past it `total` is that limit and `totalIsCapped` is set.
 */
export const listMembers = async (
  db: Executor,
  options: {
    page: number;
    pageSize: number;
    search?: string;
    standing?: Standing | undefined;
    deleted: boolean;
  },
) => {
  const where = and(
    options.deleted ? isNotNull(members.deletedAt) : notDeleted,
    options.search ? searchCondition(options.search) : undefined,
    options.standing ? sql`${memberStanding} = ${options.standing}` : undefined,
  );
  const sortedAt = options.deleted ? members.deletedAt : members.createdAt;
  const offset = (options.page - 1) * options.pageSize;
  const step = options.search ? countSteps.search : countSteps.list;
  const limit = countLimitFor(offset, options.pageSize, step);

  // One statement, one round trip. It finds the matches up to the limit and counts them. When
  // at most the limit match, the page comes from them: exact and quick when few match, where the
  // planner, misjudging how few, might otherwise walk the whole list newest first. When more
  // match, the page is the newest of them all, found by walking the list newest first. The two
  // conditions on the count are evaluated once, so only one of the two ways runs.
  const matches = db.$with('matches').as(
    db
      .select({ id: members.id, sortedAt })
      .from(members)
      .where(where)
      .limit(limit + 1),
  );
  const matched = sql<number>`(select count(*) from ${matches})::int`;
  const fromMatches = db
    .select({ id: matches.id })
    .from(matches)
    .where(sql`${matched} <= ${limit}`)
    .orderBy(desc(matches.sortedAt), desc(matches.id))
    .limit(options.pageSize)
    .offset(offset);
  const newestOfAll = db
    .select({ id: members.id })
    .from(members)
    .where(and(where, sql`${matched} > ${limit}`))
    .orderBy(desc(sortedAt), desc(members.id))
    .limit(options.pageSize)
    .offset(offset);
  const rows = await db
    .with(matches)
    .select({ ...listedColumns, matched })
    .from(members)
    .where(inArray(members.id, unionAll(fromMatches, newestOfAll)))
    .orderBy(desc(sortedAt), desc(members.id));

  const counted =
    rows[0]?.matched ?? (offset === 0 ? 0 : await countUpTo(db, members, where, limit + 1));
  return { rows, ...cappedTotal(counted, limit) };
};

/** A member, deleted or not, as the back office's details page shows them. */
export const findAdminMember = async (db: Executor, id: string) => {
  const [row] = await db
    .select({ member: sql<AdminMember>`${adminMemberJson}` })
    .from(members)
    .leftJoin(payments, eq(payments.id, members.paymentId))
    .where(eq(members.id, id))
    .limit(1);
  return row?.member;
};

/** Every live member with their payment, oldest first, as the output columns given. */
const liveMembersOldestFirst = (columns: SQL, after: SQL = sql``) =>
  sql`select ${columns} from ${members} left join ${payments} on ${payments.id} = ${members.paymentId}
      where ${members.deletedAt} is null ${after}
      order by ${members.createdAt}, ${members.id}`;

/** Every live member in one statement without parameters, for PostgreSQL's COPY. */
export const liveMemberRowsQuery = (columns: SQL) => liveMembersOldestFirst(columns);

/**
 * Keyset pages over every live member, oldest first, with the output columns given (one of them
 * `id`), rendered as text by the database, for streaming exports in constant memory. Raw rows:
 * no mapping per field.
 */
export const memberTextRowsAfter = async (
  db: Executor,
  columns: SQL,
  afterId: string | undefined,
  limit: number,
) => {
  const after = afterId
    ? sql`and (${members.createdAt}, ${members.id}) > (select m.created_at, m.id from ${members} m where m.id = ${afterId})`
    : undefined;
  return selectRows<{ id: string } & Record<string, string | null>>(
    db,
    sql`${liveMembersOldestFirst(columns, after)} limit ${limit}`,
  );
};

export const countMembersByStatus = async (db: Executor) => {
  const rows = await db
    .select({
      status: members.status,
      isManual: members.isManual,
      deleted: sql<boolean>`${members.deletedAt} is not null`,
      total: sql<number>`count(*)::int`,
    })
    .from(members)
    .groupBy(members.status, members.isManual, sql`${members.deletedAt} is not null`);
  return rows;
};
