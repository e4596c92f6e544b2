import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { auditedChange, recordChange, type RecordChange } from '../audit/audit.service';
import type { Actor } from '../members/members.service';

interface PricedRow {
  id: string;
  name: string;
  pricePaise: number;
}

interface PricedRows<Row extends PricedRow> {
  find: (db: Executor, id: string) => Promise<Row | undefined>;
  insert: (db: Executor, values: { name: string; pricePaise: number }) => Promise<Row>;
  update: (
    db: Executor,
    id: string,
    values: { name?: string; pricePaise?: number; deletedAt?: Date },
  ) => Promise<Row | undefined>;
}

/** A named price as the site shows it, in rupees. */
export const toPriced = ({ id, name, pricePaise }: PricedRow) => ({
  id,
  name,
  price: pricePaise / 100,
});
type Priced = ReturnType<typeof toPriced>;

type PriceInput = { name: string; price: number };
type PriceColumns = { name: string; pricePaise: number };

/** The stored columns of a price the administrator entered in rupees. */
export const priceColumns = ({ name, price }: PriceInput): PriceColumns => ({
  name,
  pricePaise: price * 100,
});

/**
 * The administrator's changes of one table of named prices, each audited as
 * `${entityType}.${action}`; membership types and fellowship prices are such tables.
 */
export const pricedTypes = <
  Row extends PricedRow,
  View extends Priced,
  Input extends PriceInput = PriceInput,
>({
  entityType,
  notFoundMessage,
  rows,
  columns = priceColumns,
  view,
}: {
  entityType: string;
  notFoundMessage: string;
  rows: PricedRows<Row>;
  /** The stored columns of an entered price, when the table has more than name and price. */
  columns?: (input: Input) => PriceColumns;
  /** The price as the site shows it (`toPriced`, and what else its table holds). */
  view: (row: Row) => View;
}) => {
  const missing = () => notFound(notFoundMessage);
  const audited = (db: Database, actor: Actor, change: RecordChange<Row>) =>
    auditedChange(db, actor, recordChange(entityType, missing, change));
  return {
    missing,
    audited,
    create: async (db: Database, actor: Actor, values: Input) =>
      view(
        await audited(db, actor, async (tx) => ({
          action: 'created',
          after: await rows.insert(tx, columns(values)),
        })),
      ),
    update: async (db: Database, actor: Actor, id: string, values: Input) =>
      view(
        await audited(db, actor, async (tx) => ({
          action: 'updated',
          before: await rows.find(tx, id),
          after: await rows.update(tx, id, columns(values)),
        })),
      ),
    /** A soft delete, inside a change: orders keep pointing at the price they were made from. */
    deletion: async (tx: Executor, id: string) => ({
      action: 'deleted',
      before: await rows.update(tx, id, { deletedAt: new Date() }),
    }),
  };
};
