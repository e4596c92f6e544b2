import { fellowshipMessages, type FellowshipFee, type FellowshipType } from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Actor } from '../members/members.service';
import { pricedTypes, toPriced } from '../priced-types/priced-types.service';
import { fellowshipTypeRows, listFellowshipTypeRows } from './fellowship-types.repository';

const prices = pricedTypes({
  entityType: 'fellowship-type',
  notFoundMessage: 'That fellowship price no longer exists.',
  rows: fellowshipTypeRows,
  view: toPriced,
});

/** The Fellowship Price page's list; the first price is the one applicants pay. */
export const listFellowshipTypes = async (db: Executor): Promise<FellowshipType[]> =>
  (await listFellowshipTypeRows(db)).map((row, index) => ({
    ...toPriced(row),
    isFee: index === 0,
  }));

/** The price record every fellowship order is computed from: the first on the list. */
export const currentFellowshipFeeRow = async (db: Executor) => {
  const [first] = await listFellowshipTypeRows(db);
  if (!first) throw new AppError(409, 'no_fee', fellowshipMessages.noFee);
  return first;
};

export const currentFellowshipFee = async (db: Executor): Promise<FellowshipFee> =>
  toPriced(await currentFellowshipFeeRow(db));

export const { create: createFellowshipType, update: updateFellowshipType } = prices;

export const deleteFellowshipType = async (db: Database, actor: Actor, id: string) => {
  await prices.audited(db, actor, (tx) => prices.deletion(tx, id));
};
