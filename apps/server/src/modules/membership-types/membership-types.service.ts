import {
  termChoiceOf,
  termYearsOfChoice,
  type AdminMembershipType,
  type MembershipType,
  type TermChoice,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import type { Actor } from '../members/members.service';
import { priceColumns, pricedTypes, toPriced } from '../priced-types/priced-types.service';
import {
  countMembershipTypeHolders,
  findMembershipTypeRow,
  listMembershipTypeRows,
  listMembershipTypeRowsWithHolders,
  membershipTypeRows,
  updateMembershipTypeRow,
} from './membership-types.repository';

type MembershipTypeRow = Awaited<ReturnType<typeof listMembershipTypeRows>>[number];

/** A type as the site shows it: its price in rupees and its term. */
const toMembershipType = (row: MembershipTypeRow): MembershipType => ({
  ...toPriced(row),
  term: termChoiceOf(row.termYears),
});

const types = pricedTypes({
  entityType: 'membership-type',
  notFoundMessage: 'That membership type no longer exists.',
  rows: membershipTypeRows,
  columns: (input: { name: string; price: number; term?: TermChoice }) => ({
    ...priceColumns(input),
    termYears: termYearsOfChoice(input.term ?? '1'),
  }),
  view: toMembershipType,
});

/** The types applicants may choose. */
export const listMembershipTypes = async (db: Executor): Promise<MembershipType[]> =>
  (await listMembershipTypeRows(db)).map(toMembershipType);

export const listAdminMembershipTypes = async (db: Executor): Promise<AdminMembershipType[]> =>
  (await listMembershipTypeRowsWithHolders(db)).map((row) => ({
    ...toMembershipType(row),
    retired: row.retiredAt !== null,
    holders: row.holders,
  }));

/** The stored price every order is computed from: an offered type, or with `withDeleted` any, for an order already paid. */
export const getMembershipTypeRow = async (
  db: Executor,
  id: string,
  options?: { withDeleted: boolean },
) => {
  const row = await findMembershipTypeRow(db, id, options);
  if (!row) throw types.missing();
  return row;
};

/**
 * The years of a type's term, null for life; without a type (a member added by hand), those of
 * the default type: the first the society offers, as applicants see the list.
 */
export const termYearsOf = async (db: Executor, id: string | null) => {
  const type = id
    ? await findMembershipTypeRow(db, id, { withDeleted: true })
    : (await listMembershipTypeRows(db))[0];
  return type ? type.termYears : 1;
};

export const { create: createMembershipType, update: updateMembershipType } = types;

const membersHold = (holders: number) =>
  holders === 1 ? '1 member holds it' : `${holders} members hold it`;

/**
 * Deletes a type nobody holds. A type members hold is retired instead: applicants can no longer
 * choose it, and it stays on their records and in the back office, where it can be reinstated.
 */
export const deleteMembershipType = async (db: Database, actor: Actor, id: string) => {
  let holders = 0;
  await types.audited(db, actor, async (tx) => {
    holders = await countMembershipTypeHolders(tx, id);
    if (holders === 0) return types.deletion(tx, id);
    const before = await findMembershipTypeRow(tx, id, { withRetired: true });
    const retiredAt = before?.retiredAt ?? new Date();
    return {
      action: 'retired',
      before,
      after: await updateMembershipTypeRow(tx, id, { retiredAt }),
    };
  });
  return {
    message:
      holders === 0
        ? 'Membership type deleted.'
        : `Membership type retired: ${membersHold(holders)}, so it stays on their records, but applicants can no longer choose it.`,
  };
};

export const reinstateMembershipType = async (db: Database, actor: Actor, id: string) => {
  await types.audited(db, actor, async (tx) => ({
    action: 'reinstated',
    before: await findMembershipTypeRow(tx, id, { withRetired: true }),
    after: await updateMembershipTypeRow(tx, id, { retiredAt: null }),
  }));
  return { message: 'Membership type reinstated: applicants can choose it again.' };
};

/** The types applicants may choose, as stored: price in paise and term. */
export const offeredMembershipTypeRows = (db: Executor) => listMembershipTypeRows(db);
