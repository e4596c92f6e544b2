import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEventEndpoints as endpoints } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';
import { routeAsAdmin } from '../admin/admin-actor';
import { checkIn, checkInCounts, checkInEvents } from './check-in.service';

/** Staff check tickets in at the door, by the code typed or scanned. */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.checkInEvents, async () => checkInEvents(app.db));
  routeEndpoint(app, endpoints.checkInCounts, async ({ params }) =>
    checkInCounts(app.db, params.id),
  );
  routeAsAdmin(app, endpoints.checkIn, async ({ params, body }, actor) =>
    checkIn(app.db, actor, params.id, body.code),
  );
};
