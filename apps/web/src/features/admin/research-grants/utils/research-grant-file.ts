import { flatResearchGrant, researchGrantCsvColumns, type AdminResearchGrant } from '@osi/shared';
import { recordDownload } from '../../applications/utils/record-download';

/** One application as research-grant-{investigator}-{timestamp}.json or .csv. */
export const researchGrantFile = recordDownload(
  'research-grant',
  (grant: AdminResearchGrant) => grant.principalInvestigator.name,
  researchGrantCsvColumns,
  flatResearchGrant,
);
