import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema, uploadKey } from '@osi/shared';
import { rateLimited } from '../../lib/endpoint-route';
import { badRequest } from '../../lib/errors';

const fileBodySchema = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({ type: 'string', format: 'binary' });

/** The response of a route that sends a stored file. */
export const fileResponse = {
  200: { description: 'The file', content: { '*/*': { schema: fileBodySchema } } },
  404: errorResponseSchema,
};

/** The route options of an upload: multipart in, `created` out, limited to `max` in ten minutes. */
export const uploadRoute = (
  max: number,
  doc: { tags: string[]; summary: string; description: string },
  created: z.ZodType,
) => ({
  ...rateLimited(max, '10 minutes'),
  schema: {
    ...doc,
    consumes: ['multipart/form-data'],
    response: {
      201: created,
      400: errorResponseSchema,
      413: errorResponseSchema,
      429: errorResponseSchema,
    },
  },
});

export const keyParams = z.object({ key: uploadKey });

/** A multipart upload's `purpose` field, one of `purposes`, and then its one file. */
export const fileWithPurpose = async <P extends readonly [string, ...string[]]>(
  request: FastifyRequest,
  purposes: P,
) => {
  const file = await request.file({ limits: { files: 1 } });
  const purpose = z.enum(purposes).safeParse((file?.fields.purpose as { value?: unknown })?.value);
  if (!file || !purpose.success) {
    throw badRequest(`Send a purpose (${purposes.join(', ')}) and then one file.`);
  }
  return { file, purpose: purpose.data };
};
