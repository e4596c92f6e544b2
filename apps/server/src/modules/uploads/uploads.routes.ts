import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadedImageSchema } from '@osi/shared';
import { fileResponse, fileWithPurpose, keyParams, uploadRoute } from './upload-requests';
import { sendPrivateFile, sendStoredFile } from './private-file';
import { browserTokenHashOf, ensureBrowserToken } from './upload-browser';
import {
  imagePurposes,
  previewFileOf,
  profilePictureFileOf,
  removeStaleUploads,
  storeImageUpload,
} from './uploads.service';

/** How often unclaimed uploads past their lifetime are looked for. */
const staleUploadSweepMs = 60 * 60_000;

/**
 * Images uploaded before the member record that uses them exists: the upload, its private
 * preview for whoever sent it, a claimed profile picture for those who may see its member, and
 * the hourly removal of uploads nobody claimed.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/registration/uploads',
    uploadRoute(
      30,
      {
        tags: ['registration'],
        summary: 'Uploads the profile picture or student ID card (multipart: purpose, then file)',
        description:
          "Private until a registration or profile change claims it; a visitor's upload is tied to their browser by a cookie.",
      },
      uploadedImageSchema,
    ),
    async (request, reply) => {
      const { file, purpose } = await fileWithPurpose(request, imagePurposes);
      const member = await request.getMember();
      const owner = member
        ? { memberId: member.id }
        : { browserTokenHash: await ensureBrowserToken(request, reply) };
      return reply
        .status(201)
        .send(await storeImageUpload(app.db, app.storage, file, purpose, owner));
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
    async (request, reply) => {
      const storageKey = await profilePictureFileOf(app.db, request.params.key, {
        memberId: (await request.getMember())?.id,
        isAdmin: (await request.getAdmin()) !== null,
      });
      // Who may see it depends on the viewer and can change: no shared cache keeps it.
      return sendStoredFile(app.storage, reply, storageKey, 'private, no-cache');
    },
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
