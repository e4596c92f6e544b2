import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  okResponseSchema,
  siteDetailsSchema,
  siteSettingsSchema,
} from '@osi/shared';
import { adminActor } from '../admin/admin-actor';
import { getSiteSettings, saveSiteDetails } from './site-settings.service';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/content/site-settings',
    {
      schema: {
        tags: ['content'],
        summary: "The society's name, contacts and links shown in every header and footer",
        response: { 200: siteSettingsSchema, 404: errorResponseSchema },
      },
    },
    async () => getSiteSettings(app.db),
  );

  app.put(
    '/api/admin/site-settings',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Changes the secretariat's contacts, the social links, the Annual Congress link and the mission statement",
        body: siteDetailsSchema,
        response: { 200: okResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => saveSiteDetails(app.db, await adminActor(request), request.body),
  );
};
