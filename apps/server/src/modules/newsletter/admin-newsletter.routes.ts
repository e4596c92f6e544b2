import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { adminNewsletterEndpoints as endpoints, exportTimestamp } from '@osi/shared';
import { needing, rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { routeAsAdmin } from '../admin/admin-actor';
import { subscriberCsv } from './subscriber-export';
import {
  getIssue,
  listIssuesPage,
  listSubscribersPage,
  removeSubscriber,
  sendIssue,
} from './newsletter.service';

/** Subscribed Mails in the back office: the list, its export, and the newsletters sent to it. */
export const adminNewsletterRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.subscribers, async ({ query }) =>
    listSubscribersPage(app.db, query),
  );

  app.get(
    '/api/admin/newsletter/subscribers/export.csv',
    needing('exports', {
      schema: { tags: ['admin'], summary: 'Every subscriber as CSV, streamed' },
    }),
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

  routeAsAdmin(app, endpoints.removeSubscriber, async ({ params }, actor) =>
    removeSubscriber(app.db, actor, params.id),
  );
  routeEndpoint(app, endpoints.issues, async ({ query }) => listIssuesPage(app.db, query));
  routeEndpoint(app, endpoints.issue, async ({ params }) => getIssue(app.db, params.id));
  routeAsAdmin(
    app,
    endpoints.send,
    async ({ body }, actor) => sendIssue(app.db, actor, body),
    rateLimited(10, '10 minutes'),
  );
};
