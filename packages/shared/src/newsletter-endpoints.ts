import { z } from 'zod';
import { idParamsSchema, listQuerySchema, okResponseSchema, paginated } from './api';
import { defineEndpoint } from './endpoint';
import {
  linkTokenSchema,
  newsletterIssueInputSchema,
  newsletterIssueSchema,
  newsletterIssueSentSchema,
  newsletterSubscriptionSchema,
  newsletterTokenSchema,
  subscriberListQuerySchema,
  subscriberPageSchema,
} from './newsletter';

const tags = ['newsletter'];
const errors = [400, 404, 429] as const;

/** The public side: the subscribe box, the confirmation link and the one-click unsubscribe. */
export const newsletterEndpoints = {
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/subscriptions',
    tags,
    summary: 'mailcreate: subscribes an address; a confirmation e-mail follows',
    body: newsletterSubscriptionSchema,
    response: okResponseSchema,
    errors,
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/confirmations',
    tags,
    summary: 'Confirms a subscription with the e-mailed link',
    body: newsletterTokenSchema,
    response: okResponseSchema,
    errors,
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/unsubscribe/:token',
    tags,
    summary:
      "One-click unsubscribe: the page's button, or a mail program's List-Unsubscribe=One-Click",
    params: z.object({ token: linkTokenSchema }),
    body: z
      .object({ 'List-Unsubscribe': z.literal('One-Click').optional() })
      .strict()
      .nullish(),
    response: okResponseSchema,
    errors,
  }),
  resubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/resubscribe',
    tags,
    summary: 'Undoes an unsubscribe from the same link',
    body: newsletterTokenSchema,
    response: okResponseSchema,
    errors,
  }),
};

const adminTags = ['admin'];
const adminErrors = [400, 404, 409] as const;

/** Subscribed Mails in the back office: the list and the newsletters sent to it. */
export const adminNewsletterEndpoints = {
  subscribers: defineEndpoint({
    method: 'GET',
    path: '/api/admin/newsletter/subscribers',
    tags: adminTags,
    summary: 'Subscribers, newest first; search by address, filter by status',
    query: subscriberListQuerySchema,
    response: subscriberPageSchema,
  }),
  removeSubscriber: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/newsletter/subscribers/:id',
    tags: adminTags,
    summary: 'Removes an address from the list (kept, audited)',
    params: idParamsSchema,
    response: okResponseSchema,
    errors: adminErrors,
  }),
  issues: defineEndpoint({
    method: 'GET',
    path: '/api/admin/newsletter/issues',
    tags: adminTags,
    summary: 'Newsletters, newest first, with their sending progress',
    query: listQuerySchema.omit({ search: true }),
    response: paginated(newsletterIssueSchema),
  }),
  issue: defineEndpoint({
    method: 'GET',
    path: '/api/admin/newsletter/issues/:id',
    tags: adminTags,
    params: idParamsSchema,
    response: newsletterIssueSchema,
    errors: adminErrors,
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/admin/newsletter/issues',
    tags: adminTags,
    summary: 'Sends a newsletter to every confirmed subscriber, in batches through the outbox',
    body: newsletterIssueInputSchema,
    status: 201,
    response: newsletterIssueSentSchema,
    errors: adminErrors,
  }),
};
