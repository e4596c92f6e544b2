import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { rowWhere } from './rows-where';

type SoftDeleted = PgTable & { id: PgColumn; deletedAt: PgColumn };

/** The row of `table` with this id, unless soft-deleted (`withDeleted` finds those too). */
export const findById = <T extends SoftDeleted>(
  db: Executor,
  table: T,
  id: string,
  options = { withDeleted: false },
) =>
  rowWhere(
    db,
    table,
    and(eq(table.id, id), options.withDeleted ? undefined : isNull(table.deletedAt)),
  );
