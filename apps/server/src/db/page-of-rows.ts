import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** One page of the rows of `table` that match `where`, in `order`, and how many match in all. */
export const pageOfRows = async <T extends PgTable>(
  db: Executor,
  table: T,
  { where, order }: { where: SQL | undefined; order: SQL },
  { page, pageSize }: { page: number; pageSize: number },
) => {
  // drizzle types a select only from a table it knows, not from a type parameter.
  const from = table as PgTable;
  const [items, [counted]] = await Promise.all([
    db
      .select()
      .from(from)
      .where(where)
      .orderBy(order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(from).where(where),
  ]);
  return { items: items as T['$inferSelect'][], total: counted?.total ?? 0 };
};
