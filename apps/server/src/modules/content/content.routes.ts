import type { FastifyPluginAsync } from 'fastify';
import { contentEndpoints as endpoints } from '@osi/shared';
import { routePublicRead } from '../../lib/public-reads';
import { routeAsAdmin } from '../admin/admin-actor';
import { getSiteSettings, saveSiteDetails } from './site-settings.service';

export const contentRoutes: FastifyPluginAsync = async (app) => {
  routePublicRead(app, endpoints.siteSettings, async () => getSiteSettings(app.db));
  routeAsAdmin(app, endpoints.saveSiteDetails, async ({ body }, actor) =>
    saveSiteDetails(app.db, actor, body),
  );
};
