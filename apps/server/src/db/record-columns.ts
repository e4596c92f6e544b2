import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The columns of `table` read out of `record`, a value of the table's row type (what a function
 * answers with, say), each decoded as the table's own column is.
 */
export const columnsOfRecord = <T extends PgTable>(table: T, record: SQL) =>
  Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      sql`(${record}).${sql.identifier(column.name)}`.mapWith(column),
    ]),
  ) as { [K in keyof T['$inferSelect']]: SQL<T['$inferSelect'][K]> };
