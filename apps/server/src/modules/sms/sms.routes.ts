import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  listQuerySchema,
  okResponseSchema,
  smsPageSchema,
  smsSchema,
} from '@osi/shared';
import { adminActor } from '../admin/admin-actor';
import { listSmsPage, sendSms } from './sms.service';

/** /sms-send: administrators only, never an open relay. */
export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/sms',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['admin'],
        summary: 'send-sms: one message to one number through the SMS adapter, audited',
        body: smsSchema,
        response: {
          200: okResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => sendSms(app.db, app.sms, await adminActor(request), request.body),
  );

  app.get(
    '/api/admin/sms',
    {
      schema: {
        tags: ['admin'],
        summary: 'The SMS sent from the back office, newest first (the outbox without a provider)',
        querystring: listQuerySchema.omit({ search: true }),
        response: { 200: smsPageSchema },
      },
    },
    async (request) => listSmsPage(app.db, request.query),
  );
};
