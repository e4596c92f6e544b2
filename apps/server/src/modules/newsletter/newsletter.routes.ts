import type { FastifyPluginAsync } from 'fastify';
import { newsletterEndpoints as endpoints } from '@osi/shared';
import { rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { NewsletterDispatcher } from './newsletter-dispatcher';
import { confirmSubscription, resubscribe, subscribe, unsubscribe } from './newsletter.service';

const linkLimit = rateLimited(30, '10 minutes');

/**
 * The public side of the newsletter: the subscribe box, the confirmation link, and the
 * one-click unsubscribe link; and the background dispatcher that sends issues in batches.
 */
export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  const dispatcher = new NewsletterDispatcher({
    db: app.db,
    publicUrl: app.config.publicUrl,
    logger: app.log,
    ...app.config.newsletter,
  });
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('preClose', async () => dispatcher.stop());

  // Mail programs send RFC 8058's one-click POST as a form; only this scope reads forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  routeEndpoint(
    app,
    endpoints.subscribe,
    async ({ body }) => subscribe(app.db, body.mail, app.config.publicUrl),
    rateLimited(10, '10 minutes'),
  );
  routeEndpoint(
    app,
    endpoints.confirm,
    async ({ body }) => confirmSubscription(app.db, body.token),
    linkLimit,
  );
  routeEndpoint(
    app,
    endpoints.unsubscribe,
    async ({ params }) => unsubscribe(app.db, params.token),
    linkLimit,
  );
  routeEndpoint(
    app,
    endpoints.resubscribe,
    async ({ body }) => resubscribe(app.db, body.token),
    linkLimit,
  );
};
