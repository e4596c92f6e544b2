import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowWrites } from '../../db/row-writes';
import { rowWhere, updateWhere } from '../../db/rows-where';
import type { fellowshipTypes, membershipTypes } from '../../db/schema';

/** A table of named prices in paise, soft-deleted. */
export type PricedTable = typeof membershipTypes | typeof fellowshipTypes;

/** The reads and writes every priced table shares; `kept` is the rows not deleted. */
export const pricedTypeRows = <Table extends PricedTable>(table: Table) => {
  type Values = Table['$inferInsert'];
  const kept = isNull(table.deletedAt);
  return {
    kept,
    /** A row within `scope` (by default, not deleted); `null` finds any ever made. */
    find: (db: Executor, id: string, scope: SQL | null = kept) =>
      rowWhere(db, table, and(eq(table.id, id), scope ?? undefined)),
    insert: rowWrites(table).insert,
    /** Changes a row not deleted. */
    update: (db: Executor, id: string, values: Partial<Values>) =>
      updateWhere(db, table, and(eq(table.id, id), kept), values),
  };
};
