import { adminResearchGrantEndpoints, researchGrantMessages } from '@osi/shared';
import { adminPaths } from '@/config/paths';
import type { ReviewedApplicationKind } from '../applications/application-kind';

export const researchGrantApplications: ReviewedApplicationKind = {
  resource: 'research-grants',
  review: adminResearchGrantEndpoints,
  deleteWords: {
    question: researchGrantMessages.deleteQuestion,
    failure: {
      noMessage: 'Error deleting Applications',
      noAnswer: 'An error occurred while trying to delete the Grant Applications',
    },
  },
  detailsPath: adminPaths.researchGrantDetails,
  listPath: adminPaths.researchGrantApplications,
  listName: 'the research grant applications',
  messages: researchGrantMessages,
};
