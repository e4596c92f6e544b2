import { flatResearchGrant, researchGrantCsvColumns, type AdminResearchGrant } from '@osi/shared';
import {
  recordFile,
  recordFileName,
  type DownloadFormat,
} from '../../applications/utils/record-download';

/** One application as research-grant-{investigator}-{timestamp}.json or .csv. */
export const researchGrantFile = (
  grant: AdminResearchGrant,
  format: DownloadFormat,
  at = new Date(),
) =>
  recordFile(
    format,
    recordFileName('research-grant', grant.principalInvestigator.name, format, at),
    grant,
    { columns: researchGrantCsvColumns, flat: flatResearchGrant(grant) },
  );
