import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { realms, sessionResponseSchema } from '@osi/shared';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is signed in, per realm',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const [member, admin] = await Promise.all([request.getMember(), request.getAdmin()]);
      return { member: member ?? null, admin: admin ?? null };
    },
  );

  app.post(
    '/api/auth/:realm/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ends the current session of the realm',
        params: z.object({ realm: z.enum(realms) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await reply.endSession(request.params.realm);
      return reply.status(204).send(null);
    },
  );
};
