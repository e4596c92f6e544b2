import { Readable } from 'node:stream';
import { csvRow, type AdminMember, type MembershipTermView } from '@osi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../../db/client';
import { members } from '../../db/schema';
import { jsonArrayStream, keysetBatches } from '../applications/exports';
import { adminMemberCsvLine, adminMemberJson, csvText } from './admin-member-fields';
import { liveMemberRowsQuery, memberTextRowsAfter } from './members.repository';

/** The details page's fields, in reading order; a live member has no deletion date. */
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
  'memberSince',
  'validUntil',
  'lifeMember',
  'standing',
  'status',
  'paymentStatus',
  'paymentAmount',
  'razorpayPaymentId',
  'paymentTimestamp',
  'comments',
  'isManual',
  'createdAt',
  'profilePictureUrl',
  'studentIdUrl',
] as const satisfies readonly (keyof AdminMember | keyof MembershipTermView)[];

const batchSize = 1_000;

/** Every live member's output columns, a batch at a time. */
const batchesOf = (db: Executor, columns: SQL) =>
  keysetBatches((lastId) => memberTextRowsAfter(db, columns, lastId, batchSize), batchSize);

const csvColumns = sql`${members.id} as id, ${adminMemberCsvLine(exportColumns)} as line`;
const jsonColumns = sql`${members.id} as id, (${adminMemberJson})::text as json`;

/** The statement PostgreSQL's COPY writes the CSV's rows from (the benchmark copies it too). */
export const memberCsvCopyQuery = liveMemberRowsQuery(
  sql.join(exportColumns.map(csvText), sql`, `),
);

/**
 * PostgreSQL writes the CSV itself (COPY), as fast as it can be read; on PGlite the database
 * writes each line and the batches go one chunk each, as a chunk per row would cost a stream
 * write per member.
 */
export const memberCsvStream = ({ db, copyCsv }: DatabaseHandle) =>
  Readable.from(
    (async function* () {
      yield csvRow(exportColumns);
      if (copyCsv) {
        yield* copyCsv(memberCsvCopyQuery);
        return;
      }
      for await (const batch of batchesOf(db, csvColumns)) {
        yield batch.map((row) => row.line).join('');
      }
    })(),
  );

export const memberJsonStream = ({ db }: DatabaseHandle) =>
  jsonArrayStream(
    (async function* () {
      for await (const batch of batchesOf(db, jsonColumns))
        yield batch.map((row) => row.json ?? 'null');
    })(),
  );
