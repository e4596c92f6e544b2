import { fellowshipCsvColumns, flatFellowship } from '@osi/shared';
import type { Executor } from '../../db/client';
import { applicationDesk } from '../applications/application-desk';
import { casesForAdmin } from '../cases/cases.service';
import { fellowshipKind } from './fellowship-kind';
import { fellowshipReviewedMail } from './fellowship-mails';
import { toAdminFellowship, toAdminFellowshipListItem } from './fellowship-views';
import {
  adminFellowshipsAfter,
  fellowshipRows,
  findAdminFellowship,
} from './fellowships.repository';

/** The application, deleted or not, with the applicant's photo, its payment and its cases. */
export const getFellowshipForAdmin = async (db: Executor, id: string) => {
  const row = await findAdminFellowship(db, id);
  if (!row) throw fellowshipKind.notFound();
  return { fellowship: toAdminFellowship(row), cases: await casesForAdmin(db, id) };
};

/** Approving sets the approval date, which opens the member's six-month case panel. */
export const fellowshipDesk = applicationDesk(fellowshipKind.records, {
  listLive: fellowshipRows.listLive,
  toListItem: toAdminFellowshipListItem,
  openIndex: fellowshipKind.openIndex,
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
