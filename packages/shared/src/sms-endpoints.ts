import { listQuerySchema, okResponseSchema } from './api';
import { defineEndpoint } from './endpoint';
import { smsPageSchema, smsSchema } from './sms';

const tags = ['admin'];

/** /sms-send: administrators only, never an open relay. */
export const smsEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/api/admin/sms',
    tags,
    summary: 'send-sms: one message to one number through the SMS adapter, audited',
    body: smsSchema,
    response: okResponseSchema,
    errors: [400, 429, 502],
  }),
  sent: defineEndpoint({
    method: 'GET',
    path: '/api/admin/sms',
    tags,
    summary: 'The SMS sent from the back office, newest first (the outbox without a provider)',
    query: listQuerySchema.omit({ search: true }),
    response: smsPageSchema,
  }),
};
