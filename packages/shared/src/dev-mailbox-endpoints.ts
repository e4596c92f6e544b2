import { listQuerySchema } from './api';
import { mailboxPageSchema } from './dev-mailbox';
import { defineEndpoint } from './endpoint';

/** Development e-mail without SMTP, for signed-in administrators (its HTML page is a plain route). */
export const devMailboxEndpoints = {
  mailbox: defineEndpoint({
    method: 'GET',
    path: '/api/admin/dev/mailbox',
    tags: ['development'],
    summary: 'E-mail in the outbox, newest first (development only, without SMTP)',
    query: listQuerySchema,
    response: mailboxPageSchema,
    errors: [400],
  }),
};
