import type { FastifyPluginAsync } from 'fastify';
import { fellowshipEndpoints as endpoints } from '@osi/shared';
import { rateLimited } from '../../lib/endpoint-route';
import { routeAsMember } from '../admin/admin-actor';
import {
  applyForFellowship,
  getOwnFellowship,
  openFellowshipOrder,
} from './fellowship-applications.service';

const applyingLimit = rateLimited(20, '10 minutes');

/** The signed-in member's fellowship application: its order, its submission, its status. */
export const fellowshipRoutes: FastifyPluginAsync = async (app) => {
  routeAsMember(app, endpoints.own, async (_, actor) => getOwnFellowship(app.db, actor.id));
  routeAsMember(
    app,
    endpoints.openOrder,
    async (_, actor) => openFellowshipOrder(app, actor.id),
    applyingLimit,
  );
  routeAsMember(
    app,
    endpoints.apply,
    async ({ body }, actor) => applyForFellowship(app, actor, body),
    applyingLimit,
  );
};
