import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

// drizzle types a query only on a table it knows, not on a type parameter: hence `as PgTable`.

/**
 * The row of `table` that `where` picks (the first, were there more); `lock` holds it against
 * concurrent changes until the transaction ends.
 */
export const rowWhere = async <T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  options = { lock: false },
) => {
  const query = db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  return row as T['$inferSelect'] | undefined;
};

/** How many rows of `table` `where` picks. */
export const countWhere = async (db: Executor, table: PgTable, where: SQL | undefined) => {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
};

/** Changes the row of `table` that `where` picks, answering it as written; undefined if none. */
export const updateWhere = async <T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  values: Partial<T['$inferInsert']>,
) => {
  const [row] = await db
    .update(table as PgTable)
    .set(values)
    .where(where)
    .returning();
  return row as T['$inferSelect'] | undefined;
};
