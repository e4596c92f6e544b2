import { listQuerySchema } from './api';
import { mailboxPageSchema } from './dev-mailbox';
import { endpointGroup } from './endpoint';

/** Development e-mail without SMTP, for signed-in administrators (its HTML page is a plain route). */
export const devMailboxEndpoints = endpointGroup('development', {
  mailbox: {
    method: 'GET',
    path: '/api/admin/dev/mailbox',
    right: 'self',
    summary: 'E-mail in the outbox, newest first (development only, without SMTP)',
    query: listQuerySchema,
    response: mailboxPageSchema,
    errors: [400],
  },
});
