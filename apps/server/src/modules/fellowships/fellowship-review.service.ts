import {
  csvRow,
  fellowshipCsvColumns,
  fellowshipMessages,
  flatFellowship,
  type StatusUpdateInput,
} from '@osi/shared';
import { Readable } from 'node:stream';
import type { Database, Executor } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { violatedConstraint } from '../../lib/unique-violation';
import { pageOf } from '../../lib/pagination';
import {
  setDeleted,
  setReviewStatus,
  type ReviewedRecords,
} from '../applications/application-review';
import { jsonArrayStream, keysetBatches } from '../applications/exports';
import { casesForAdmin } from '../cases/cases.service';
import type { Actor } from '../members/members.service';
import { fellowshipReviewedMail } from './fellowship-mails';
import { toAdminFellowship, toAdminFellowshipListItem } from './fellowship-views';
import {
  adminFellowshipsAfter,
  findAdminFellowship,
  findFellowshipById,
  listLiveFellowships,
  openApplicationIndex,
  updateFellowship,
  type FellowshipRow,
} from './fellowships.repository';

/** A member has one open application: reopening an older one waits until the newer is closed. */
const asSecondOpenApplication = (error: unknown): never => {
  if (violatedConstraint(error) !== openApplicationIndex) throw error;
  throw conflict(
    'This member has another open fellowship application. Decline or delete that one first.',
  );
};

const fellowshipNotFound = () => notFound(fellowshipMessages.adminNotFound);

const fellowshipRecords: ReviewedRecords<FellowshipRow> = {
  entity: 'fellowship',
  find: findFellowshipById,
  update: updateFellowship,
  notFound: fellowshipNotFound,
};

export const listFellowshipsPage = async (
  db: Executor,
  query: { page: number; pageSize: number },
) => {
  const { items, total } = await listLiveFellowships(db, query.page, query.pageSize);
  return pageOf(items.map(toAdminFellowshipListItem), total, query);
};

/** The application, deleted or not, with the applicant's photo, its payment and its cases. */
export const getFellowshipForAdmin = async (db: Executor, id: string) => {
  const row = await findAdminFellowship(db, id);
  if (!row) throw fellowshipNotFound();
  return { fellowship: toAdminFellowship(row), cases: await casesForAdmin(db, id) };
};

/** Approving sets the approval date, which opens the member's six-month case panel. */
export const setFellowshipStatus = (
  db: Database,
  actor: Actor,
  id: string,
  input: StatusUpdateInput,
  dashboardUrl: string,
) =>
  setReviewStatus(db, actor, fellowshipRecords, id, input, {
    mail: (fellowship) => fellowshipReviewedMail(fellowship, dashboardUrl),
  }).catch(asSecondOpenApplication);

export const deleteFellowship = (db: Database, actor: Actor, id: string) =>
  setDeleted(db, actor, fellowshipRecords, id, true);
export const restoreFellowship = (db: Database, actor: Actor, id: string) =>
  setDeleted(db, actor, fellowshipRecords, id, false).catch(asSecondOpenApplication);

const batchSize = 500;

/** Every live application, oldest first, a batch at a time. */
async function* applicationBatches(db: Executor) {
  for await (const rows of keysetBatches(
    (lastId) => adminFellowshipsAfter(db, lastId, batchSize),
    batchSize,
  )) {
    yield rows.map(toAdminFellowship);
  }
}

export const fellowshipJsonStream = (db: Executor) =>
  jsonArrayStream(
    (async function* () {
      for await (const batch of applicationBatches(db)) {
        yield batch.map((fellowship) => JSON.stringify(fellowship));
      }
    })(),
  );

export const fellowshipCsvStream = (db: Executor) =>
  Readable.from(
    (async function* () {
      yield csvRow(fellowshipCsvColumns);
      for await (const batch of applicationBatches(db)) {
        yield batch
          .map((fellowship) => {
            const flat: Record<string, unknown> = flatFellowship(fellowship);
            return csvRow(fellowshipCsvColumns.map((column) => flat[column]));
          })
          .join('');
      }
    })(),
  );
