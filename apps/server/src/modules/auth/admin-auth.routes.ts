import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints } from '@osi/shared';
import { rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { authenticateAdmin } from '../admin/admins.service';

export const adminAuthRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(
    app,
    authEndpoints.adminLogin,
    async ({ body }, _, reply) => {
      const admin = await authenticateAdmin(app.db, body);
      await reply.startSession('admin', admin.id);
      return { message: 'Signed in', admin };
    },
    rateLimited(20, '15 minutes'),
  );
};
