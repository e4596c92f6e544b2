import {
  fellowshipMessages,
  type FellowshipFee,
  type FellowshipType,
  type FellowshipTypeValues,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { auditedChange, recordChange, type RecordChange } from '../audit/audit.service';
import type { Actor } from '../members/members.service';
import {
  findFellowshipTypeRow,
  insertFellowshipType,
  listFellowshipTypeRows,
  updateFellowshipTypeRow,
  type FellowshipTypeRow,
} from './fellowship-types.repository';

const toFee = (row: FellowshipTypeRow): FellowshipFee => ({
  id: row.id,
  name: row.name,
  price: row.pricePaise / 100,
});

const priceNotFound = () => notFound('That fellowship price no longer exists.');

/** The Fellowship Price page's list; the first price is the one applicants pay. */
export const listFellowshipTypes = async (db: Executor): Promise<FellowshipType[]> =>
  (await listFellowshipTypeRows(db)).map((row, index) => ({ ...toFee(row), isFee: index === 0 }));

/** The price record every fellowship order is computed from: the first on the list. */
export const currentFellowshipFeeRow = async (db: Executor) => {
  const [first] = await listFellowshipTypeRows(db);
  if (!first) throw new AppError(409, 'no_fee', fellowshipMessages.noFee);
  return first;
};

export const currentFellowshipFee = async (db: Executor) =>
  toFee(await currentFellowshipFeeRow(db));

const audited = (db: Database, actor: Actor, change: RecordChange<FellowshipTypeRow>) =>
  auditedChange(db, actor, recordChange('fellowship-type', priceNotFound, change));

export const createFellowshipType = async (
  db: Database,
  actor: Actor,
  { name, price }: FellowshipTypeValues,
) => {
  await audited(db, actor, async (tx) => ({
    action: 'created',
    after: await insertFellowshipType(tx, { name, pricePaise: price * 100 }),
  }));
};

export const updateFellowshipType = async (
  db: Database,
  actor: Actor,
  id: string,
  { name, price }: FellowshipTypeValues,
) => {
  await audited(db, actor, async (tx) => ({
    action: 'updated',
    before: await findFellowshipTypeRow(tx, id),
    after: await updateFellowshipTypeRow(tx, id, { name, pricePaise: price * 100 }),
  }));
};

/** A soft delete: orders keep pointing at the price they were made from. */
export const deleteFellowshipType = async (db: Database, actor: Actor, id: string) => {
  await audited(db, actor, async (tx) => ({
    action: 'deleted',
    before: await updateFellowshipTypeRow(tx, id, { deletedAt: new Date() }),
  }));
};
