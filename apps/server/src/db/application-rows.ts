import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { findById } from './find-by-id';
import { pageOfRows } from './page-of-rows';
import { rowWrites } from './row-writes';
import { updateWhere } from './rows-where';

/** A table of reviewed applications a member makes: fellowships, research grants. */
type ApplicationTable = PgTable & {
  id: PgColumn;
  memberId: PgColumn;
  status: PgColumn;
  approvedAt: PgColumn;
  createdAt: PgColumn;
  deletedAt: PgColumn;
};

/**
 * What a change of status does to the approval date: kept while the application stays
 * approved, set when it becomes approved, cleared when it stops being; nothing without a status.
 */
export const approvalDateChange = (table: ApplicationTable, status: string | undefined) =>
  status === undefined
    ? {}
    : {
        approvedAt:
          status === 'approved'
            ? sql`coalesce(case when ${table.status} = 'approved' then ${table.approvedAt} end, now())`
            : null,
      };

/** The member's application that counts: the open one, else the latest declined one. */
export const findCurrentApplicationOfMember = async <T extends ApplicationTable>(
  db: Executor,
  table: T,
  memberId: string,
) => {
  // drizzle types a select only from a table it knows, not from a type parameter.
  const from = table as PgTable;
  const [row] = await db
    .select()
    .from(from)
    .where(and(eq(table.memberId, memberId), isNull(table.deletedAt)))
    .orderBy(sql`${table.status} = 'declined'`, desc(table.createdAt))
    .limit(1);
  return row as T['$inferSelect'] | undefined;
};

/** A page of live applications, newest first. */
export const listLiveApplications = <T extends ApplicationTable>(
  db: Executor,
  table: T,
  page: number,
  pageSize: number,
) =>
  pageOfRows(
    db,
    table,
    { where: isNull(table.deletedAt), order: sql`${table.createdAt} desc, ${table.id} desc` },
    { page, pageSize },
  );

/** Live applications after the one with `afterId`, oldest first (the exports' keyset). */
export const liveApplicationsAfter = (table: ApplicationTable, afterId: string | undefined) =>
  and(
    isNull(table.deletedAt),
    afterId
      ? sql`(${table.createdAt}, ${table.id}) > (select a.created_at, a.id from ${table} a where a.id = ${afterId})`
      : undefined,
  );

/**
 * The reads and writes every application table shares. A change of status also settles the
 * approval date (`approvalDateChange`).
 */
export const applicationRows = <T extends ApplicationTable>(table: T) => {
  type Values = T['$inferInsert'];
  return {
    insert: rowWrites(table).insert,
    findById: (db: Executor, id: string, options = { withDeleted: false }) =>
      findById(db, table, id, options),
    update: (db: Executor, id: string, values: Partial<Values>) =>
      updateWhere(db, table, eq(table.id, id), {
        ...values,
        ...approvalDateChange(table, (values as { status?: string }).status),
      }),
    /** The member's application that counts: the open one, else the latest declined one. */
    currentOfMember: (db: Executor, memberId: string) =>
      findCurrentApplicationOfMember(db, table, memberId),
    listLive: (db: Executor, page: number, pageSize: number) =>
      listLiveApplications(db, table, page, pageSize),
  };
};

/** A select of applications with what the administrators' pages join to each. */
type AdminSelect<Row> = {
  where(where: SQL | undefined): {
    limit(limit: number): PromiseLike<Row[]>;
    orderBy(...columns: PgColumn[]): { limit(limit: number): PromiseLike<Row[]> };
  };
};

/**
 * The administrators' reads of applications as `select` reads them: one by id, deleted or not,
 * and the live ones oldest first, `limit` after the one with `afterId`, for the exports.
 */
export const adminApplicationReads = <Row>(
  table: ApplicationTable,
  select: (db: Executor) => AdminSelect<Row>,
) => ({
  find: async (db: Executor, id: string) => {
    const [row] = await select(db).where(eq(table.id, id)).limit(1);
    return row;
  },
  after: async (db: Executor, afterId: string | undefined, limit: number) =>
    select(db)
      .where(liveApplicationsAfter(table, afterId))
      .orderBy(table.createdAt, table.id)
      .limit(limit),
});
