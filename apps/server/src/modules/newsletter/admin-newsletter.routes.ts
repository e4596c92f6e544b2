import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  exportTimestamp,
  listQuerySchema,
  newsletterIssueInputSchema,
  newsletterIssueSentSchema,
  newsletterIssueSchema,
  okResponseSchema,
  paginated,
  subscriberListQuerySchema,
  subscriberPageSchema,
} from '@osi/shared';
import { adminActor } from '../admin/admin-actor';
import { subscriberCsv } from './subscriber-export';
import {
  getIssue,
  listIssuesPage,
  listSubscribersPage,
  removeSubscriber,
  sendIssue,
} from './newsletter.service';

const byId = z.object({ id: z.uuid() });
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** Subscribed Mails in the back office: the list, its export, and the newsletters sent to it. */
export const adminNewsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/newsletter/subscribers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Subscribers, newest first; search by address, filter by status',
        querystring: subscriberListQuerySchema,
        response: { 200: subscriberPageSchema },
      },
    },
    async (request) => listSubscribersPage(app.db, request.query),
  );

  app.get(
    '/api/admin/newsletter/subscribers/export.csv',
    { schema: { tags: ['admin'], summary: 'Every subscriber as CSV, streamed' } },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="subscribers-${exportTimestamp()}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(Readable.from(subscriberCsv(app.db))),
  );

  app.delete(
    '/api/admin/newsletter/subscribers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Removes an address from the list (kept, audited)',
        params: byId,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => removeSubscriber(app.db, await adminActor(request), request.params.id),
  );

  app.get(
    '/api/admin/newsletter/issues',
    {
      schema: {
        tags: ['admin'],
        summary: 'Newsletters, newest first, with their sending progress',
        querystring: listQuerySchema.omit({ search: true }),
        response: { 200: paginated(newsletterIssueSchema) },
      },
    },
    async (request) => listIssuesPage(app.db, request.query),
  );

  app.get(
    '/api/admin/newsletter/issues/:id',
    {
      schema: {
        tags: ['admin'],
        params: byId,
        response: { 200: newsletterIssueSchema, ...errors },
      },
    },
    async (request) => getIssue(app.db, request.params.id),
  );

  app.post(
    '/api/admin/newsletter/issues',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['admin'],
        summary: 'Sends a newsletter to every confirmed subscriber, in batches through the outbox',
        body: newsletterIssueInputSchema,
        response: { 201: newsletterIssueSentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendIssue(app.db, await adminActor(request), request.body)),
  );
};
