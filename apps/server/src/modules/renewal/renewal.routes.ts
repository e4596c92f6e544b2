import type { FastifyPluginAsync } from 'fastify';
import { renewalEndpoints as endpoints } from '@osi/shared';
import { rateLimited } from '../../lib/endpoint-route';
import { routeAsMember } from '../admin/admin-actor';
import { openRenewalOrder, renewalQuote, renewMembership } from './renewal.service';

const renewingLimit = rateLimited(20, '10 minutes');

/** The signed-in member's renewal: what it would be, its order, its confirmation. */
export const renewalRoutes: FastifyPluginAsync = async (app) => {
  routeAsMember(app, endpoints.quote, async (_, actor) => renewalQuote(app.db, actor.id));
  routeAsMember(
    app,
    endpoints.openOrder,
    async ({ body }, actor) => openRenewalOrder(app, actor.id, body),
    renewingLimit,
  );
  routeAsMember(
    app,
    endpoints.renew,
    async ({ body }, actor) => renewMembership(app, actor.id, body),
    renewingLimit,
  );
};
