import type { FastifyPluginAsync } from 'fastify';
import { contentEndpoints as endpoints } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';
import { routePublicRead } from '../../lib/public-reads';
import { adminActor } from '../admin/admin-actor';
import { getSiteSettings, saveSiteDetails } from './site-settings.service';

export const contentRoutes: FastifyPluginAsync = async (app) => {
  routePublicRead(app, endpoints.siteSettings, async () => getSiteSettings(app.db));
  routeEndpoint(app, endpoints.saveSiteDetails, async ({ body }, request) =>
    saveSiteDetails(app.db, await adminActor(request), body),
  );
};
