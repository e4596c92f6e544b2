import type { FastifyPluginAsync } from 'fastify';
import { contentEndpoints as endpoints } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';
import { routePublicRead } from '../../lib/public-reads';
import { adminActor } from '../admin/admin-actor';
import { getCaption, saveCaption } from './captions.service';

/** The banner and header captions of the member forms' pages. */
export const captionRoutes: FastifyPluginAsync = async (app) => {
  routePublicRead(app, endpoints.caption, async ({ params }) => getCaption(app.db, params.key));
  routeEndpoint(app, endpoints.saveCaption, async ({ params, body }, request) =>
    saveCaption(app.db, await adminActor(request), params.key, body),
  );
};
