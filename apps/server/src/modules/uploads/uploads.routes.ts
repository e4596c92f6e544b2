import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, uploadedImageSchema, uploadKey } from '@osi/shared';
import { badRequest } from '../../lib/errors';
import { sendPrivateFile, sendStoredFile } from './private-file';
import { browserTokenHashOf, ensureBrowserToken } from './upload-browser';
import {
  previewFileOf,
  publicPictureFileOf,
  removeStaleUploads,
  storeImageUpload,
  uploadPurposes,
} from './uploads.service';

const fileBodySchema = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({ type: 'string', format: 'binary' });
const fileResponse = {
  200: { description: 'The file', content: { '*/*': { schema: fileBodySchema } } },
  404: errorResponseSchema,
};
const keyParams = z.object({ key: uploadKey });

/** How often unclaimed uploads past their lifetime are looked for. */
const staleUploadSweepMs = 60 * 60_000;

/**
 * Images uploaded before the member record that uses them exists: the upload, its private
 * preview for whoever sent it, a claimed profile picture for everyone, and the hourly removal
 * of uploads nobody claimed.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/registration/uploads',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: ['registration'],
        summary: 'Uploads the profile picture or student ID card (multipart: purpose, then file)',
        description:
          "Private until a registration or profile change claims it; a visitor's upload is tied to their browser by a cookie.",
        consumes: ['multipart/form-data'],
        response: {
          201: uploadedImageSchema,
          400: errorResponseSchema,
          413: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await request.file({ limits: { files: 1 } });
      const purpose = z
        .enum(uploadPurposes)
        .safeParse((file?.fields.purpose as { value?: unknown })?.value);
      if (!file || !purpose.success) {
        throw badRequest('Send a purpose (profile_picture or student_id) and then one file.');
      }
      const member = await request.getMember();
      const owner = member
        ? { memberId: member.id }
        : { browserTokenHash: ensureBrowserToken(request, reply) };
      return reply
        .status(201)
        .send(await storeImageUpload(app.db, app.storage, file, purpose.data, owner));
    },
  );

  app.get(
    '/api/registration/uploads/:key',
    {
      schema: {
        tags: ['registration'],
        summary: 'An unclaimed upload, for the signed-in member or the browser that sent it',
        params: keyParams,
        response: fileResponse,
      },
    },
    async (request, reply) => {
      const member = await request.getMember();
      const storageKey = await previewFileOf(app.db, request.params.key, {
        memberId: member?.id,
        browserTokenHash: browserTokenHashOf(request),
      });
      return sendPrivateFile(app.storage, reply, storageKey);
    },
  );

  app.get(
    '/uploads/profile-pictures/:key',
    {
      schema: {
        tags: ['files'],
        summary: "A member's profile picture",
        params: keyParams,
        response: fileResponse,
      },
    },
    async (request, reply) =>
      sendStoredFile(
        app.storage,
        reply,
        await publicPictureFileOf(app.db, request.params.key),
        'public, max-age=86400',
      ),
  );

  const sweep = () =>
    removeStaleUploads(app.db, app.storage).then(
      (removed) => removed > 0 && app.log.info({ removed }, 'removed unclaimed uploads'),
      (error: unknown) => app.log.error({ err: error }, 'removing unclaimed uploads failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), staleUploadSweepMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
