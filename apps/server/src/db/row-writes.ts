import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { updateWhere } from './rows-where';

/**
 * Inserting a row of `table` and changing the row with an id, each answering the row as written.
 * `update` answers the row as the caller expects it to exist; a missing id gives undefined.
 */
export const rowWrites = <T extends PgTable & { id: PgColumn }>(table: T) => {
  type Row = T['$inferSelect'];
  type Values = T['$inferInsert'];
  // drizzle types a write only to a table it knows, not to a type parameter.
  const into = table as PgTable;
  return {
    insert: async (db: Executor, values: Values) => {
      const [row] = await db.insert(into).values(values).returning();
      return row as Row;
    },
    update: async (db: Executor, id: string, values: Partial<Values>) =>
      (await updateWhere(db, table, eq(table.id, id), values)) as Row,
  };
};
