import { fellowshipCsvColumns, fellowshipMessages, flatFellowship } from '@osi/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { applicationDesk } from '../applications/application-desk';
import type { ReviewedRecords } from '../applications/application-review';
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

/** The application, deleted or not, with the applicant's photo, its payment and its cases. */
export const getFellowshipForAdmin = async (db: Executor, id: string) => {
  const row = await findAdminFellowship(db, id);
  if (!row) throw fellowshipNotFound();
  return { fellowship: toAdminFellowship(row), cases: await casesForAdmin(db, id) };
};

/** Approving sets the approval date, which opens the member's six-month case panel. */
export const fellowshipDesk = applicationDesk(fellowshipRecords, {
  listLive: listLiveFellowships,
  toListItem: toAdminFellowshipListItem,
  openIndex: openApplicationIndex,
  secondOpen:
    'This member has another open fellowship application. Decline or delete that one first.',
  mail: fellowshipReviewedMail,
  exports: {
    rowsAfter: adminFellowshipsAfter,
    toRecord: toAdminFellowship,
    columns: fellowshipCsvColumns,
    flat: flatFellowship,
  },
});
