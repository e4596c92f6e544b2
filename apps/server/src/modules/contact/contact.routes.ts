import type { FastifyPluginAsync } from 'fastify';
import { contactEndpoints as endpoints } from '@osi/shared';
import { storedSecret } from '../../db/store-setting-once';
import { rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { issueFormToken } from './contact-token';
import { sendContactMessage } from './contact.service';

/** The contact form: a signed token when it opens, then the message, throttled per address. */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  let secret: Promise<Buffer> | undefined;
  const formSecret = () => (secret ??= storedSecret(app.db, 'contact-form-secret'));

  routeEndpoint(
    app,
    endpoints.formToken,
    async (_, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: issueFormToken(await formSecret()) };
    },
    rateLimited(30, '10 minutes'),
  );
  routeEndpoint(
    app,
    endpoints.send,
    async ({ body }) =>
      sendContactMessage(app.db, body, {
        secret: await formSecret(),
        minSeconds: app.config.contactFormMinSeconds,
      }),
    rateLimited(5, '1 hour'),
  );
};
