import { Readable } from 'node:stream';
import { csvRow, type MemberProfile } from '@osi/shared';
import type { Executor } from '../../db/client';
import { toMemberProfile } from './member-views';
import { membersAfter } from './members.repository';

export const exportColumns = [
  'id',
  'membershipId',
  'title',
  'firstName',
  'middleName',
  'lastName',
  'email',
  'mobileNo',
  'gender',
  'dob',
  'nationality',
  'specialty',
  'department',
  'institution',
  'dentalRegNumber',
  'certificateName',
  'referenceCode',
  'address',
  'city',
  'state',
  'postcode',
  'country',
  'howDidYouKnow',
  'membershipType',
  'membershipPrice',
  'status',
  'comments',
  'isManual',
  'createdAt',
] as const satisfies readonly (keyof MemberProfile)[];

const batchSize = 500;

/** Every live member, a batch at a time by keyset, so memory stays flat however many there are. */
async function* allMembers(db: Executor) {
  let afterId: string | undefined;
  for (;;) {
    const rows = await membersAfter(db, afterId, batchSize);
    for (const row of rows) yield toMemberProfile(row, null);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    afterId = last.id;
  }
}

export const memberCsvStream = (db: Executor) =>
  Readable.from(
    (async function* () {
      yield csvRow(exportColumns);
      for await (const member of allMembers(db))
        yield csvRow(exportColumns.map((column) => member[column]));
    })(),
  );

export const memberJsonStream = (db: Executor) =>
  Readable.from(
    (async function* () {
      yield '[';
      let first = true;
      for await (const member of allMembers(db)) {
        yield `${first ? '' : ','}\n${JSON.stringify(member)}`;
        first = false;
      }
      yield '\n]\n';
    })(),
  );
