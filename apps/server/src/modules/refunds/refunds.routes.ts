import type { FastifyPluginAsync } from 'fastify';
import { refundEndpoints as endpoints } from '@osi/shared';
import { rateLimited } from '../../lib/endpoint-route';
import { routeAsAdmin } from '../admin/admin-actor';
import { refundPayment } from './refunds.service';

/** Refunds in the back office. */
export const refundRoutes: FastifyPluginAsync = async (app) => {
  routeAsAdmin(
    app,
    endpoints.refund,
    async ({ params, body }, actor) => refundPayment(app, actor, params.id, body),
    rateLimited(30, '1 minute'),
  );
};
