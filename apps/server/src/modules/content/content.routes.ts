import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, siteSettingsSchema } from '@osi/shared';
import { getSiteSettings } from './site-settings.service';

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
};
