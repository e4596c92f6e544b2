import { fellowshipMessages } from '@osi/shared';
import { applicationKind } from '../applications/application-kind';
import { fellowshipRows, openApplicationIndex } from './fellowships.repository';

export const fellowshipKind = applicationKind(
  'fellowship',
  fellowshipRows,
  openApplicationIndex,
  fellowshipMessages,
);
