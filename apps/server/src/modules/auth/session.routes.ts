import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints as endpoints } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';

export const sessionRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.session, async (_, request, reply) => {
    reply.header('cache-control', 'no-store');
    const [member, admin] = await Promise.all([request.getMember(), request.getAdmin()]);
    return { member: member ?? null, admin: admin ?? null };
  });

  routeEndpoint(app, endpoints.logout, async ({ params }, _, reply) => {
    await reply.endSession(params.realm);
    return null;
  });
};
