import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

type SoftDeleted = PgTable & { id: PgColumn; deletedAt: PgColumn };

/** The row of `table` with this id, unless soft-deleted (`withDeleted` finds those too). */
export const findById = async <T extends SoftDeleted>(
  db: Executor,
  table: T,
  id: string,
  options = { withDeleted: false },
) => {
  // drizzle types a select only from a table it knows, not from a type parameter.
  const from = table as PgTable;
  const [row] = await db
    .select()
    .from(from)
    .where(and(eq(table.id, id), options.withDeleted ? undefined : isNull(table.deletedAt)))
    .limit(1);
  return row as T['$inferSelect'] | undefined;
};
