import type { FastifyPluginAsync } from 'fastify';
import { privacyNoticeEndpoints as endpoints } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';
import { routePublicRead } from '../../lib/public-reads';
import { getCurrentNotice, listMemberConsents } from './privacy-notice.service';

export const privacyNoticeRoutes: FastifyPluginAsync = async (app) => {
  routePublicRead(app, endpoints.notice, async () => getCurrentNotice(app.db));
  routeEndpoint(app, endpoints.memberConsents, async ({ params }) =>
    listMemberConsents(app.db, params.id),
  );
};
