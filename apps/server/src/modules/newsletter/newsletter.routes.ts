import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  linkTokenSchema,
  newsletterSubscriptionSchema,
  newsletterTokenSchema,
  okResponseSchema,
} from '@osi/shared';
import { NewsletterDispatcher } from './newsletter-dispatcher';
import { confirmSubscription, resubscribe, subscribe, unsubscribe } from './newsletter.service';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };
const linkLimit = { rateLimit: { max: 30, timeWindow: '10 minutes' } };

/**
 * The public side of the newsletter: the subscribe box, the confirmation link, and the
 * one-click unsubscribe link; and the background dispatcher that sends issues in batches.
 */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.post(
    '/api/newsletter/subscriptions',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['newsletter'],
        summary: 'mailcreate: subscribes an address; a confirmation e-mail follows',
        body: newsletterSubscriptionSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => subscribe(app.db, request.body.mail, app.config.publicUrl),
  );

  app.post(
    '/api/newsletter/confirmations',
    {
      config: linkLimit,
      schema: {
        tags: ['newsletter'],
        summary: 'Confirms a subscription with the e-mailed link',
        body: newsletterTokenSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => confirmSubscription(app.db, request.body.token),
  );

  app.post(
    '/api/newsletter/unsubscribe/:token',
    {
      config: linkLimit,
      schema: {
        tags: ['newsletter'],
        summary:
          "One-click unsubscribe: the page's button, or a mail program's List-Unsubscribe=One-Click",
        params: z.object({ token: linkTokenSchema }),
        body: z
          .object({ 'List-Unsubscribe': z.literal('One-Click').optional() })
          .strict()
          .nullish(),
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => unsubscribe(app.db, request.params.token),
  );

  app.post(
    '/api/newsletter/resubscribe',
    {
      config: linkLimit,
      schema: {
        tags: ['newsletter'],
        summary: 'Undoes an unsubscribe from the same link',
        body: newsletterTokenSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => resubscribe(app.db, request.body.token),
  );
};
