import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devMailboxEndpoints, errorResponseSchema, listQuerySchema } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';
import { renderMailboxPage } from './dev-mailbox.page';
import { readMailbox } from './dev-mailbox.service';

/**
 * Registered only outside production and without SMTP: where development e-mail can be read, by
 * signed-in administrators only, since it holds every reset link and verification code.
 */
/** The back office's sign-in page, where a visitor without an administrator session is sent. */
const signInPath = '/adminlogin';

export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, devMailboxEndpoints.mailbox, async ({ query }, _, reply) => {
    reply.header('cache-control', 'no-store');
    return readMailbox(app.db, query);
  });

  app.get(
    '/dev/mailbox',
    {
      onRequest: async (request, reply) => {
        if (!(await request.getAdmin())) return reply.redirect(signInPath, 303);
      },
      schema: {
        tags: ['development'],
        summary:
          'The same mailbox as a web page; without an administrator session, to the sign-in page',
        querystring: listQuerySchema,
        response: {
          200: { description: 'HTML page', content: { 'text/html': { schema: z.string() } } },
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage(await readMailbox(app.db, request.query))),
  );
};
