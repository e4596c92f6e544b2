import { okResponseSchema, pageQuerySchema } from './api';
import { endpointGroup } from './endpoint';
import { smsPageSchema, smsSchema } from './sms';

/** /sms-send: administrators only, never an open relay. */
export const smsEndpoints = endpointGroup(
  'admin',
  {
    send: {
      method: 'POST',
      path: '/api/admin/sms',
      summary: 'send-sms: one message to one number through the SMS adapter, audited',
      body: smsSchema,
      response: okResponseSchema,
      errors: [400, 429, 502],
    },
    sent: {
      method: 'GET',
      path: '/api/admin/sms',
      summary: 'The SMS sent from the back office, newest first (the outbox without a provider)',
      query: pageQuerySchema,
      response: smsPageSchema,
    },
  },
  'members',
);
