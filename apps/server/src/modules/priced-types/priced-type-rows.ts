import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { fellowshipTypes, membershipTypes } from '../../db/schema';

/** A table of named prices in paise, soft-deleted. */
export type PricedTable = typeof membershipTypes | typeof fellowshipTypes;

/** The reads and writes every priced table shares; `kept` is the rows not deleted. */
export const pricedTypeRows = <Table extends PricedTable>(table: Table) => {
  type Row = Table['$inferSelect'];
  type Values = Table['$inferInsert'];
  const kept = isNull(table.deletedAt);
  return {
    kept,
    /** A row within `scope` (by default, not deleted); `null` finds any ever made. */
    find: async (db: Executor, id: string, scope: SQL | null = kept) => {
      const [row] = await db
        .select()
        .from(table as PricedTable)
        .where(and(eq(table.id, id), scope ?? undefined))
        .limit(1);
      return row as Row | undefined;
    },
    insert: async (db: Executor, values: Values) => {
      const [row] = await db
        .insert(table as PricedTable)
        .values(values)
        .returning();
      return row as Row;
    },
    /** Changes a row not deleted. */
    update: async (db: Executor, id: string, values: Partial<Values>) => {
      const [row] = await db
        .update(table as PricedTable)
        .set(values)
        .where(and(eq(table.id, id), kept))
        .returning();
      return row as Row | undefined;
    },
  };
};
