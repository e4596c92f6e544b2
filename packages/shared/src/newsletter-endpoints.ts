import { z } from 'zod';
import { idParamsSchema, okResponseSchema, pageQuerySchema, paginated } from './api';
import { changeErrors, endpointGroup, throttledErrors } from './endpoint';
import { linkTokenSchema, newsletterSubscriptionSchema, newsletterTokenSchema } from './newsletter';
import {
  newsletterIssueInputSchema,
  newsletterIssueSchema,
  newsletterIssueSentSchema,
  subscriberListQuerySchema,
  subscriberPageSchema,
} from './newsletter-admin';

/** The public side: the subscribe box, the confirmation link and the one-click unsubscribe. */
export const newsletterEndpoints = endpointGroup('newsletter', {
  subscribe: {
    method: 'POST',
    path: '/api/newsletter/subscriptions',
    summary: 'mailcreate: subscribes an address; a confirmation e-mail follows',
    body: newsletterSubscriptionSchema,
    response: okResponseSchema,
    errors: throttledErrors,
  },
  confirm: {
    method: 'POST',
    path: '/api/newsletter/confirmations',
    summary: 'Confirms a subscription with the e-mailed link',
    body: newsletterTokenSchema,
    response: okResponseSchema,
    errors: throttledErrors,
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/newsletter/unsubscribe/:token',
    summary:
      "One-click unsubscribe: the page's button, or a mail program's List-Unsubscribe=One-Click",
    params: z.object({ token: linkTokenSchema }),
    body: z
      .object({ 'List-Unsubscribe': z.literal('One-Click').optional() })
      .strict()
      .nullish(),
    response: okResponseSchema,
    errors: throttledErrors,
  },
  resubscribe: {
    method: 'POST',
    path: '/api/newsletter/resubscribe',
    summary: 'Undoes an unsubscribe from the same link',
    body: newsletterTokenSchema,
    response: okResponseSchema,
    errors: throttledErrors,
  },
});

/** Subscribed Mails in the back office: the list and the newsletters sent to it. */
export const adminNewsletterEndpoints = endpointGroup(
  'admin',
  {
    subscribers: {
      method: 'GET',
      path: '/api/admin/newsletter/subscribers',
      summary: 'Subscribers, newest first; search by address, filter by status',
      query: subscriberListQuerySchema,
      response: subscriberPageSchema,
    },
    removeSubscriber: {
      method: 'DELETE',
      path: '/api/admin/newsletter/subscribers/:id',
      summary: 'Removes an address from the list (kept, audited)',
      params: idParamsSchema,
      response: okResponseSchema,
      errors: changeErrors,
    },
    issues: {
      method: 'GET',
      path: '/api/admin/newsletter/issues',
      summary: 'Newsletters, newest first, with their sending progress',
      query: pageQuerySchema,
      response: paginated(newsletterIssueSchema),
    },
    issue: {
      method: 'GET',
      path: '/api/admin/newsletter/issues/:id',
      params: idParamsSchema,
      response: newsletterIssueSchema,
      errors: changeErrors,
    },
    send: {
      method: 'POST',
      path: '/api/admin/newsletter/issues',
      summary: 'Sends a newsletter to every confirmed subscriber, in batches through the outbox',
      body: newsletterIssueInputSchema,
      status: 201,
      response: newsletterIssueSentSchema,
      errors: changeErrors,
    },
  },
  'content',
);
