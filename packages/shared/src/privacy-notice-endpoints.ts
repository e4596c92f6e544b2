import { z } from 'zod';
import { endpointGroup } from './endpoint';
import { privacyConsentRecordSchema, privacyNoticeSchema } from './privacy-notice';

/** The published privacy notice, and the consents a member gave to it. */
export const privacyNoticeEndpoints = {
  ...endpointGroup('privacy', {
    notice: {
      method: 'GET',
      path: '/api/privacy-notice',
      summary: 'The current privacy notice, with its version and publication time',
      description: 'Every save of the privacy content area publishes a new version.',
      response: privacyNoticeSchema,
      errors: [404],
    },
  }),
  ...endpointGroup(
    'admin',
    {
      memberConsents: {
        method: 'GET',
        path: '/api/admin/members/:id/privacy-consents',
        summary: 'The privacy notice versions a member agreed to, latest first',
        params: z.object({ id: z.uuid() }),
        response: z.array(privacyConsentRecordSchema),
        errors: [404],
      },
    },
    'members',
  ),
};
