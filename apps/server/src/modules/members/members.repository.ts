import {
  and,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AdminMember } from '@osi/shared';
import { selectRows, type Database, type Executor } from '../../db/client';
import { findById } from '../../db/find-by-id';
import { memberEmailIs } from '../../db/address-checks';
import { statementsPerDatabase, unnamed } from '../../db/built-once';
import { countUpToQuery } from '../../db/page-of-rows';
import { rowWhere } from '../../db/rows-where';
import { memberDigitSearch, members, payments } from '../../db/schema';
import { cappedTotal, countLimitFor, countSteps } from '../../lib/pagination';
import type { Standing } from '@osi/shared';
import { memberStanding } from '../../db/member-standing';
import { adminMemberJson } from './admin-member-fields';
import {
  containsTerm,
  digitTermMatch,
  exactMatchOf,
  exactTermOf,
  isDigitTerm,
  isRareTerm,
  termLookupOf,
  type ExactKind,
  type TermLookup,
  type TermOperands,
} from './member-search';

type ExactTerm = NonNullable<ReturnType<typeof exactTermOf>>;

export type MemberRow = typeof members.$inferSelect;
export type NewMemberRow = typeof members.$inferInsert;

const notDeleted = isNull(members.deletedAt);

export const findMemberById = (db: Executor, id: string, options = { withDeleted: false }) =>
  findById(db, members, id, options);

export const findMemberByEmail = (db: Executor, email: string) =>
  rowWhere(db, members, and(memberEmailIs(email), notDeleted));

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
  takenBy(memberEmailIs(email), exceptId)(db);
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

/**
 * The most matches a rare term's search reads and sorts. Past it, walking the list newest first
 * reads fewer rows: at 1,000,000 members a term matching 10,000 passes about 100 members for
 * each of the 101 matches the walk stops at (decision 093).
 */
const readAllUpTo = 10_000;

type ListOptions = {
  page: number;
  pageSize: number;
  search?: string;
  standing?: Standing | undefined;
  deleted: boolean;
};

/** Where every match of a rare term is read from: members' ids and the dates the list sorts by. */
interface EveryMatch {
  /** Names the way of reading in the statement's shape. */
  key: string;
  table: typeof members | typeof memberDigitSearch;
  id: PgColumn;
  sortedAt: PgColumn;
  where: SQL | undefined;
}

/** A shape of the list's statement: its conditions, with placeholders for the values. */
interface ListShape {
  /** Names what shapes the SQL besides the list's filters (`filtersShape`) and `everyMatch`. */
  key: string;
  where: SQL | undefined;
  everyMatch?: EveryMatch;
}

/** The placeholders of the list's statements; a term's are `termOperands`. */
const placeholders = {
  standing: sql.placeholder('standing'),
  readUpTo: sql.placeholder('readUpTo'),
  offset: sql.placeholder('offset'),
  pageSize: sql.placeholder('pageSize'),
};
const termOperands: TermOperands = {
  pattern: sql.placeholder('pattern'),
  whole: sql.placeholder('whole'),
};

/**
 * A page of the members that match `where`, newest first (or most recently deleted first), and
 * how many match, counted up to `countLimitFor` the page: past it `total` is that limit and
 * `totalIsCapped` is set. One statement, one round trip: the matches up to the limit, newest
 * first, give both the page (always within the limit) and the count. The planner either walks
 * the list newest first until it has them (a common term: a few thousand members at most) or
 * reads every match through an index and sorts them (a rare one). Given `everyMatch`, the same
 * members as `where` read another way, it reads all of them: for a term known to be rare, whose
 * estimate may be too high.
 */
const buildPage = (
  db: Database,
  { where, everyMatch }: ListShape,
  options: Pick<ListOptions, 'deleted'>,
) => {
  const sortedAt = sortedAtOf(members, options);
  const newestFirst = newestFirstOf(options);
  const matches = db.$with('matches').as(
    everyMatch
      ? db
          .select({ id: everyMatch.id, sortedAt: everyMatch.sortedAt })
          .from(everyMatch.table)
          .where(everyMatch.where)
          .limit(readAllUpTo + 1)
      : db
          .select({ id: members.id, sortedAt })
          .from(members)
          .where(where)
          .orderBy(...newestFirst)
          .limit(placeholders.readUpTo),
  );
  const matched = sql<number>`(select count(*) from ${matches})::int`;
  const pageIds = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(desc(matches.sortedAt), desc(matches.id))
    .limit(placeholders.pageSize)
    .offset(placeholders.offset);
  return unnamed(
    db
      .with(matches)
      .select({ ...listedColumns, matched })
      .from(members)
      .where(inArray(members.id, pageIds))
      .orderBy(...newestFirst),
  );
};
const pageStatements = statementsPerDatabase<ReturnType<typeof buildPage>>();

const buildCount = (db: Database, { where }: ListShape) =>
  unnamed(countUpToQuery(db, members, where, placeholders.readUpTo));
const countStatements = statementsPerDatabase<ReturnType<typeof buildCount>>();

/**
 * The page `options` asks for of the members `shape` finds with the term's `values`. Each shape
 * is built once per database (decision 103). A term read whole through `everyMatch` that turns
 * out common (`2025`, the year of every membership number) stops reading at `readAllUpTo`
 * matches and walks the list instead.
 */
const pageOfMembers = async (
  db: Database,
  shape: ListShape,
  values: Partial<TermLookup>,
  options: ListOptions,
): Promise<{ rows: ListedMemberRow[]; total: number; totalIsCapped: boolean }> => {
  const offset = (options.page - 1) * options.pageSize;
  const limit = countLimitFor(
    offset,
    options.pageSize,
    options.search ? countSteps.search : countSteps.list,
  );
  const params = {
    ...values,
    standing: options.standing ?? null,
    readUpTo: limit + 1,
    offset,
    pageSize: options.pageSize,
  };
  const key = [shape.key, shape.everyMatch?.key, filtersShape(options)].join('_');
  const rows = await pageStatements(db, key, () => buildPage(db, shape, options)).execute(params);
  const counted =
    rows[0]?.matched ??
    (offset === 0
      ? 0
      : ((await countStatements(db, key, () => buildCount(db, shape)).execute(params))[0]?.total ??
        0));
  if (shape.everyMatch && counted > readAllUpTo) {
    return pageOfMembers(db, { key: shape.key, where: shape.where }, values, options);
  }
  return { rows, ...cappedTotal(counted, limit) };
};
/** `members` or a table of its rows' copies, with their dates. */
type Dated = { createdAt: PgColumn; deletedAt: PgColumn };

/** The list of the deleted is sorted by when they were deleted, the other by when they joined. */
const sortedAtOf = (table: Dated, options: Pick<ListOptions, 'deleted'>) =>
  options.deleted ? table.deletedAt : table.createdAt;

/** The list's order: newest first (or most recently deleted first), then by id. */
const newestFirstOf = (options: Pick<ListOptions, 'deleted'>) => [
  desc(sortedAtOf(members, options)),
  desc(members.id),
];

const listedIn = (table: Dated, options: Pick<ListOptions, 'deleted'>) =>
  options.deleted ? isNotNull(table.deletedAt) : isNull(table.deletedAt);

/** The list's filters; `standing` stands for the standing asked for, a placeholder say. */
const listFilters = (
  options: Pick<ListOptions, 'deleted' | 'standing'>,
  standing: SQLWrapper | string | undefined = options.standing,
) =>
  and(
    listedIn(members, options),
    options.standing ? sql`${memberStanding} = ${standing}` : undefined,
  );

/** What of the list's filters shapes a statement's SQL: the list, and whether a standing is asked. */
const filtersShape = (options: Pick<ListOptions, 'deleted' | 'standing'>) =>
  `${options.deleted ? 'deleted' : 'live'}_${options.standing ? 'standing' : 'any'}`;

/** More members than ever share a membership number recorded by hand: all of them fit. */
const exactUpTo = 100;

const prepareExact = (db: Database, kind: ExactKind, options: ListOptions, name: string) =>
  db
    .select(listedColumns)
    .from(members)
    .where(
      and(
        listFilters(options, placeholders.standing),
        exactMatchOf[kind](sql.placeholder('value')),
      ),
    )
    .orderBy(...newestFirstOf(options))
    .limit(exactUpTo)
    .prepare(name);
const exactStatements = statementsPerDatabase<ReturnType<typeof prepareExact>>();

/**
 * The members who have exactly the term as their e-mail, mobile or membership number, newest
 * first: one, or the few sharing a number recorded by hand. Searching for one person is what the
 * office does most, so each shape of the statement (kind, list and standing filter) is built and
 * prepared once per database (decision 102), and each search only sends its values.
 */
const exactMembers = async (db: Database, { kind, value }: ExactTerm, options: ListOptions) => {
  const name = `members_exact_${kind}_${filtersShape(options)}`;
  const statement = exactStatements(db, name, () => prepareExact(db, kind, options, name));
  const found = await statement.execute({ value, standing: options.standing ?? null });
  const offset = (options.page - 1) * options.pageSize;
  return {
    rows: found.slice(offset, offset + options.pageSize),
    total: found.length,
    totalIsCapped: false,
  };
};

/**
 * Every member the digit search table finds for `digitMatch`, read from the table's narrow rows
 * (decision 098); a list of one standing, which only `members` knows, also reads each match's
 * member.
 */
const digitMatches = (digitMatch: SQL | undefined, options: ListOptions): EveryMatch => {
  const d = memberDigitSearch;
  const ofStanding = options.standing
    ? sql`exists (select from ${members} where ${members.id} = ${d.memberId} and ${listFilters(options, placeholders.standing)})`
    : undefined;
  return {
    key: 'digits',
    table: d,
    id: d.memberId,
    sortedAt: sortedAtOf(d, options),
    where: and(listedIn(d, options), digitMatch, ofStanding),
  };
};

/**
 * The members list: every member, or those the search finds. A term shaped like a whole e-mail,
 * mobile or membership number that a member has finds that member by equality; any other term,
 * or one no member has exactly, finds the members whose name, e-mail, mobile or number contains
 * it (decision 092), a term with four digits in a row through the digit search table.
 */
export const listMembers = async (db: Database, options: ListOptions) => {
  const { search } = options;
  const filters = listFilters(options, placeholders.standing);
  if (!search) return pageOfMembers(db, { key: 'all', where: filters }, {}, options);
  const exact = exactTermOf(search);
  if (exact) {
    const found = await exactMembers(db, exact, options);
    if (found.total > 0) return found;
  }
  const lookup = termLookupOf(search);
  const shape: ListShape = {
    key: `contains_${lookup.byWord ? 'word' : 'whole'}`,
    where: and(filters, containsTerm(lookup, termOperands)),
  };
  if (isDigitTerm(lookup)) {
    const everyMatch = digitMatches(digitTermMatch(lookup, termOperands), options);
    return pageOfMembers(db, { ...shape, everyMatch }, lookup, options);
  }
  if (!isRareTerm(search)) return pageOfMembers(db, shape, lookup, options);
  const everyMatch = {
    key: 'every',
    table: members,
    id: members.id,
    sortedAt: sortedAtOf(members, options),
    where: shape.where,
  };
  return pageOfMembers(db, { ...shape, everyMatch }, lookup, options);
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
