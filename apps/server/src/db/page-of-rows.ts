import { count, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

type Paging = { page: number; pageSize: number };

/**
 * One page of a select its caller built (joins, where and order), and how many rows match in all
 * as `counted` (a `{ total: count() }` select over the same joins and where) finds them.
 */
export const pageOfSelect = async <Item>(
  rows: { limit(limit: number): { offset(offset: number): PromiseLike<Item[]> } },
  counted: PromiseLike<{ total: number }[]>,
  { page, pageSize }: Paging,
) => {
  const [items, [row]] = await Promise.all([
    rows.limit(pageSize).offset((page - 1) * pageSize),
    counted,
  ]);
  return { items, total: row?.total ?? 0 };
};

/** One page of the rows of `table` that match `where`, in `order`, and how many match in all. */
export const pageOfRows = async <T extends PgTable>(
  db: Executor,
  table: T,
  { where, order }: { where: SQL | undefined; order: SQL | SQL[] },
  paging: Paging,
) => {
  // drizzle types a select only from a table it knows, not from a type parameter.
  const from = table as PgTable;
  const { items, total } = await pageOfSelect(
    db
      .select()
      .from(from)
      .where(where)
      .orderBy(...[order].flat()),
    db.select({ total: count() }).from(from).where(where),
    paging,
  );
  return { items: items as T['$inferSelect'][], total };
};

/** The select counting the rows of `table` that match `where`, no further than `limit`. */
export const countUpToQuery = (
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  limit: number | Placeholder,
) => {
  const upTo = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(limit)
    .as('up_to');
  return db.select({ total: sql<number>`count(*)::int` }).from(upTo);
};

/** How many rows of `table` match `where`, counted no further than `limit`. */
export const countUpTo = async (
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  limit: number,
) => {
  const [counted] = await countUpToQuery(db, table, where, limit);
  return counted?.total ?? 0;
};
