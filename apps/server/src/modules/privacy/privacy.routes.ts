import type { FastifyPluginAsync } from 'fastify';
import { privacyEndpoints as endpoints } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';
import { routePublicRead } from '../../lib/public-reads';
import { getCurrentNotice, listMemberConsents } from './privacy.service';

export const privacyRoutes: FastifyPluginAsync = async (app) => {
  routePublicRead(app, endpoints.notice, async () => getCurrentNotice(app.db));
  routeEndpoint(app, endpoints.memberConsents, async ({ params }) =>
    listMemberConsents(app.db, params.id),
  );
};
