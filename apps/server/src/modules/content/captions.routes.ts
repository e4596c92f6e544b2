import type { FastifyPluginAsync } from 'fastify';
import { contentEndpoints as endpoints } from '@osi/shared';
import { routePublicRead } from '../../lib/public-reads';
import { routeAsAdmin } from '../admin/admin-actor';
import { getCaption, saveCaption } from './captions.service';

/** The banner and header captions of the member forms' pages. */
export const captionRoutes: FastifyPluginAsync = async (app) => {
  routePublicRead(app, endpoints.caption, async ({ params }) => getCaption(app.db, params.key));
  routeAsAdmin(app, endpoints.saveCaption, async ({ params, body }, actor) =>
    saveCaption(app.db, actor, params.key, body),
  );
};
