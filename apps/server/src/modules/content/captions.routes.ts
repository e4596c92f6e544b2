import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  captionInputSchema,
  captionKeys,
  captionSchema,
  errorResponseSchema,
  okResponseSchema,
} from '@osi/shared';
import { adminActor } from '../admin/admin-actor';
import { getCaption, saveCaption } from './captions.service';

const byKey = z.object({ key: z.enum(captionKeys) });

/** The banner and header captions of the member forms' pages. */
export const captionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/content/captions/:key',
    {
      schema: {
        tags: ['content'],
        summary: 'A page caption; null until an administrator writes one',
        params: byKey,
        response: { 200: captionSchema },
      },
    },
    async (request) => getCaption(app.db, request.params.key),
  );

  app.put(
    '/api/admin/captions/:key',
    {
      schema: {
        tags: ['admin'],
        summary: 'Writes a page caption, creating it the first time',
        params: byKey,
        body: captionInputSchema,
        response: { 200: okResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) =>
      saveCaption(app.db, await adminActor(request), request.params.key, request.body),
  );
};
