import { fellowshipCsvColumns, flatFellowship, type AdminFellowship } from '@osi/shared';
import {
  recordFile,
  recordFileName,
  type DownloadFormat,
} from '../../applications/utils/record-download';

/** One application as fellowship-{name}-{timestamp}.json or .csv (qualifications spread over columns). */
export const fellowshipFile = (
  fellowship: AdminFellowship,
  format: DownloadFormat,
  at = new Date(),
) =>
  recordFile(format, recordFileName('fellowship', fellowship.name, format, at), fellowship, {
    columns: fellowshipCsvColumns,
    flat: flatFellowship(fellowship),
  });
