import type { FastifyPluginAsync } from 'fastify';
import {
  adminPrivacyEndpoints as admin,
  dataArchivePath,
  errorResponseSchema,
  ownPrivacyEndpoints as own,
  societyDay,
} from '@osi/shared';
import { runPassEvery } from '../../lib/background-pass';
import { rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { memberActor, routeAsAdmin, routeAsMember } from '../admin/admin-actor';
import { fileResponse } from '../uploads/upload-requests';
import {
  approveErasure,
  askErasure,
  dataArchiveOf,
  ownPrivacyRequests,
  privacyRequestsPage,
  refuseErasure,
} from './privacy.service';
import { forgetKeptPayersPastRetention } from './receipt-retention';

/**
 * Members' data downloads and erasure requests (DPDP Act 2023), the Owner's decisions, and the
 * daily pass that forgets erased payers once their receipts' retention has passed.
 */
export const privacyRoutes: FastifyPluginAsync = async (app) => {
  runPassEvery(
    app,
    'receipt retention pass',
    () => forgetKeptPayersPastRetention(app.db, societyDay()),
    app.config.receiptRetention.pollIntervalMs,
  );

  app.get(
    dataArchivePath,
    {
      ...rateLimited(5, '1 hour'),
      schema: {
        tags: ['members'],
        summary: 'Everything the society holds about the signed-in member, as a ZIP',
        response: { ...fileResponse, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const member = await memberActor(request);
      const archive = await dataArchiveOf(app.db, app.storage, member.id, request.log);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="my-data-${day}.zip"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(archive);
    },
  );
  routeAsMember(app, own.requests, async (_, actor) => ownPrivacyRequests(app.db, actor.id));
  routeAsMember(
    app,
    own.askErasure,
    async ({ body }, actor) => askErasure(app.db, actor.id, body.note, app.config),
    rateLimited(5, '1 hour'),
  );

  routeEndpoint(app, admin.list, async ({ query }) => privacyRequestsPage(app.db, query));
  routeAsAdmin(app, admin.approve, async ({ params, body }, actor) =>
    approveErasure(app.db, app.storage, app.log, actor, params.id, body.outcome),
  );
  routeAsAdmin(app, admin.refuse, async ({ params, body }, actor) =>
    refuseErasure(app.db, actor, params.id, body.outcome),
  );
};
