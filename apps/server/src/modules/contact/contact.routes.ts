import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactFormSchema, errorResponseSchema, okResponseSchema } from '@osi/shared';
import { storedSecret } from '../../db/store-setting-once';
import { issueFormToken } from './contact-token';
import { sendContactMessage } from './contact.service';

/** The contact form: a signed token when it opens, then the message, throttled per address. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  let secret: Promise<Buffer> | undefined;
  const formSecret = () => (secret ??= storedSecret(app.db, 'contact-form-secret'));

  app.get(
    '/api/contact/form-token',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: ['contact'],
        summary: 'A signed token for an opened contact form',
        response: { 200: z.object({ token: z.string() }), 429: errorResponseSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ token: issueFormToken(await formSecret()) }),
  );

  app.post(
    '/api/contact/messages',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
      schema: {
        tags: ['contact'],
        summary: "Sends a message to the society's inbox",
        body: contactFormSchema,
        response: { 200: okResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) =>
      sendContactMessage(app.db, request.body, {
        secret: await formSecret(),
        minSeconds: app.config.contactFormMinSeconds,
      }),
  );
};
