import { fellowshipCsvColumns, flatFellowship, type AdminFellowship } from '@osi/shared';
import { recordDownload } from '../../applications/utils/record-download';

/** One application as fellowship-{name}-{timestamp}.json or .csv (qualifications spread over columns). */
export const fellowshipFile = recordDownload(
  'fellowship',
  (fellowship: AdminFellowship) => fellowship.name,
  fellowshipCsvColumns,
  flatFellowship,
);
