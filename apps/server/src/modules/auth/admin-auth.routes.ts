import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminLoginSchema, errorResponseSchema, sessionAdminSchema } from '@osi/shared';
import { authenticateAdmin } from '../admin/admins.service';

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/admin/login',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Administrator sign-in: sets the admin session cookie',
        body: adminLoginSchema,
        response: {
          200: z.object({ message: z.string(), admin: sessionAdminSchema }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const admin = await authenticateAdmin(app.db, request.body);
      await reply.startSession('admin', admin.id);
      return { message: 'Signed in', admin };
    },
  );
};
