import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@osi/shared';
import { notFound } from '../../lib/errors';
import { isValidName, keyOf } from './storage';

const fileBodySchema = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({ type: 'string', format: 'binary' });

/**
 * Public files (content images, profile photos) for anyone. Private files have other keys, so
 * no path here reaches them. A public name is never reused for other content, which is what
 * makes the year-long immutable caching safe.
 */
export const publicUploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/public/*',
    {
      schema: {
        tags: ['files'],
        summary: 'A publicly visible uploaded file',
        params: z.object({ '*': z.string() }),
        response: {
          200: { description: 'The file', content: { '*/*': { schema: fileBodySchema } } },
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const name = request.params['*'];
      const file = isValidName(name) ? await app.storage.stream(keyOf('public', name)) : null;
      if (!file) throw notFound('No such file.');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.body);
    },
  );
};
