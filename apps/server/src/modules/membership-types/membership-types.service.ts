import {
  membershipTypeInputSchema,
  type MembershipType,
  type MembershipTypeInput,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import type { Actor } from '../members/members.service';
import {
  findMembershipTypeRow,
  insertMembershipType,
  listMembershipTypeRows,
  updateMembershipTypeRow,
} from './membership-types.repository';

type Row = NonNullable<Awaited<ReturnType<typeof findMembershipTypeRow>>>;

const toMembershipType = (row: Row): MembershipType => ({
  id: row.id,
  name: row.name,
  price: row.pricePaise / 100,
});

const typeNotFound = () => notFound('That membership type no longer exists.');

export const listMembershipTypes = async (db: Executor) =>
  (await listMembershipTypeRows(db)).map(toMembershipType);

/** The stored price every order is computed from. */
export const getMembershipTypeRow = async (db: Executor, id: string) => {
  const row = await findMembershipTypeRow(db, id);
  if (!row) throw typeNotFound();
  return row;
};

const audited = async (
  db: Database,
  actor: Actor,
  action: string,
  change: (tx: Executor) => Promise<{ before?: Row | undefined; after?: Row | undefined }>,
) =>
  db.transaction(async (tx) => {
    const { before, after } = await change(tx);
    const id = (after ?? before)?.id;
    if (!id) throw typeNotFound();
    await recordAudit(tx, {
      actor,
      action: `membership-type.${action}`,
      entity: { type: 'membership-type', id },
      before,
      after,
      requestId: actor.requestId,
    });
    return after ?? before!;
  });

export const createMembershipType = async (
  db: Database,
  actor: Actor,
  input: MembershipTypeInput,
) => {
  const { name, price } = membershipTypeInputSchema.parse(input);
  const row = await audited(db, actor, 'created', async (tx) => ({
    after: await insertMembershipType(tx, { name, pricePaise: price * 100 }),
  }));
  return toMembershipType(row);
};

export const updateMembershipType = async (
  db: Database,
  actor: Actor,
  id: string,
  input: MembershipTypeInput,
) => {
  const { name, price } = membershipTypeInputSchema.parse(input);
  const row = await audited(db, actor, 'updated', async (tx) => ({
    before: await findMembershipTypeRow(tx, id),
    after: await updateMembershipTypeRow(tx, id, { name, pricePaise: price * 100 }),
  }));
  return toMembershipType(row);
};

/** Soft delete: members who bought the type keep its name and price on their record. */
export const deleteMembershipType = async (db: Database, actor: Actor, id: string) => {
  await audited(db, actor, 'deleted', async (tx) => ({
    before: await updateMembershipTypeRow(tx, id, { deletedAt: new Date() }),
  }));
};
