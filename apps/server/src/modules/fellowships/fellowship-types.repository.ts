import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fellowshipTypes } from '../../db/schema';
import { pricedTypeRows } from '../priced-types/priced-type-rows';

export const fellowshipTypeRows = pricedTypeRows(fellowshipTypes);

/** The prices in the order the page lists them: the first is the fee (decision 025). */
export const listFellowshipTypeRows = (db: Executor) =>
  db
    .select()
    .from(fellowshipTypes)
    .where(fellowshipTypeRows.kept)
    .orderBy(asc(fellowshipTypes.createdAt), asc(fellowshipTypes.id));

export const { insert: insertFellowshipType } = fellowshipTypeRows;
