import type { FastifyPluginAsync } from 'fastify';
import { fellowshipEndpoints as endpoints } from '@osi/shared';
import { rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { memberActor } from '../admin/admin-actor';
import {
  applyForFellowship,
  getOwnFellowship,
  openFellowshipOrder,
} from './fellowship-applications.service';

const applyingLimit = rateLimited(20, '10 minutes');

/** The signed-in member's fellowship application: its order, its submission, its status. */
export const fellowshipRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.own, async (_, request) =>
    getOwnFellowship(app.db, (await memberActor(request)).id),
  );
  routeEndpoint(
    app,
    endpoints.openOrder,
    async (_, request) => openFellowshipOrder(app, (await memberActor(request)).id),
    applyingLimit,
  );
  routeEndpoint(
    app,
    endpoints.apply,
    async ({ body }, request) => applyForFellowship(app, await memberActor(request), body),
    applyingLimit,
  );
};
