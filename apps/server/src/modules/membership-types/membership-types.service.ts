import {
  type AdminMembershipType,
  type MembershipType,
  type MembershipTypeValues,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { auditedChange, recordChange, type RecordChange } from '../audit/audit.service';
import type { Actor } from '../members/members.service';
import {
  countMembershipTypeHolders,
  findMembershipTypeRow,
  insertMembershipType,
  listMembershipTypeRows,
  listMembershipTypeRowsWithHolders,
  updateMembershipTypeRow,
} from './membership-types.repository';

type Row = NonNullable<Awaited<ReturnType<typeof findMembershipTypeRow>>>;

const toMembershipType = (row: Row): MembershipType => ({
  id: row.id,
  name: row.name,
  price: row.pricePaise / 100,
});

const typeNotFound = () => notFound('That membership type no longer exists.');

/** The types applicants may choose. */
export const listMembershipTypes = async (db: Executor) =>
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
  if (!row) throw typeNotFound();
  return row;
};

const audited = (db: Database, actor: Actor, change: RecordChange<Row>) =>
  auditedChange(db, actor, recordChange('membership-type', typeNotFound, change));

export const createMembershipType = async (
  db: Database,
  actor: Actor,
  { name, price }: MembershipTypeValues,
) => {
  const row = await audited(db, actor, async (tx) => ({
    action: 'created',
    after: await insertMembershipType(tx, { name, pricePaise: price * 100 }),
  }));
  return toMembershipType(row);
};

export const updateMembershipType = async (
  db: Database,
  actor: Actor,
  id: string,
  { name, price }: MembershipTypeValues,
) => {
  const row = await audited(db, actor, async (tx) => ({
    action: 'updated',
    before: await findMembershipTypeRow(tx, id, { withRetired: true }),
    after: await updateMembershipTypeRow(tx, id, { name, pricePaise: price * 100 }),
  }));
  return toMembershipType(row);
};

const membersHold = (holders: number) =>
  holders === 1 ? '1 member holds it' : `${holders} members hold it`;

/**
 * Deletes a type nobody holds. A type members hold is retired instead: applicants can no longer
 * choose it, and it stays on their records and in the back office, where it can be reinstated.
 */
export const deleteMembershipType = async (db: Database, actor: Actor, id: string) => {
  let holders = 0;
  await audited(db, actor, async (tx) => {
    holders = await countMembershipTypeHolders(tx, id);
    if (holders === 0) {
      return {
        action: 'deleted',
        before: await updateMembershipTypeRow(tx, id, { deletedAt: new Date() }),
      };
    }
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
  await audited(db, actor, async (tx) => ({
    action: 'reinstated',
    before: await findMembershipTypeRow(tx, id, { withRetired: true }),
    after: await updateMembershipTypeRow(tx, id, { retiredAt: null }),
  }));
  return { message: 'Membership type reinstated: applicants can choose it again.' };
};
