import { fellowshipCsvColumns, fellowshipMessages, flatFellowship } from '@osi/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { oneOpenReview, type ReviewedRecords } from '../applications/application-review';
import { recordExportStreams } from '../applications/exports';
import { casesForAdmin } from '../cases/cases.service';
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

const fellowshipReview = oneOpenReview(fellowshipRecords, {
  openIndex: openApplicationIndex,
  secondOpen:
    'This member has another open fellowship application. Decline or delete that one first.',
  mail: fellowshipReviewedMail,
});

/** Approving sets the approval date, which opens the member's six-month case panel. */
export const setFellowshipStatus = fellowshipReview.setStatus;
export const deleteFellowship = fellowshipReview.remove;
export const restoreFellowship = fellowshipReview.restore;

const fellowshipExports = recordExportStreams({
  rowsAfter: adminFellowshipsAfter,
  toRecord: toAdminFellowship,
  columns: fellowshipCsvColumns,
  flat: flatFellowship,
});
export const fellowshipJsonStream = fellowshipExports.json;
export const fellowshipCsvStream = fellowshipExports.csv;
