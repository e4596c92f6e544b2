import { researchGrantMessages } from '@osi/shared';
import { applicationKind } from '../applications/application-kind';
import { openGrantIndex, researchGrantRows } from './research-grants.repository';

export const researchGrantKind = applicationKind(
  'research-grant',
  researchGrantRows,
  openGrantIndex,
  researchGrantMessages,
);
