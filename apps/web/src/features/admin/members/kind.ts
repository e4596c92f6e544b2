import { adminMemberEndpoints } from '@osi/shared';
import { adminPaths } from '@/config/paths';
import type { ApplicationKind } from '../applications/application-kind';

export const membershipApplications: ApplicationKind = {
  resource: 'members',
  review: adminMemberEndpoints,
  deleteWords: {
    question: 'Are you sure you want to delete this member Applications?',
    failure: {
      noMessage: 'Error deleting member',
      noAnswer: 'An error occurred while trying to delete the member',
    },
  },
  detailsPath: adminPaths.membershipDetails,
  listPath: adminPaths.membershipApplications,
  listName: 'the membership applications',
};
