import { adminFellowshipEndpoints, fellowshipMessages } from '@osi/shared';
import { adminPaths } from '@/config/paths';
import type { ReviewedApplicationKind } from '../applications/application-kind';

export const fellowshipApplications: ReviewedApplicationKind = {
  resource: 'fellowships',
  review: adminFellowshipEndpoints,
  deleteWords: {
    question: 'Are you sure you want to delete this Fellowship Applications?',
    failure: {
      noMessage: 'Error deleting Applications',
      noAnswer: 'An error occurred while trying to delete the Fellowship Applications',
    },
  },
  detailsPath: adminPaths.fellowshipDetails,
  listPath: adminPaths.fellowshipApplications,
  listName: 'the fellowship applications',
  messages: fellowshipMessages,
};
