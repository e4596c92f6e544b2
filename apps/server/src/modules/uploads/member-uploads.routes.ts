import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberUploadPurposes, uploadedDocumentSchema } from '@osi/shared';
import { needing } from '../../lib/endpoint-route';
import { memberActor } from '../admin/admin-actor';
import { sendPrivateDownload } from './private-file';
import { fileResponse, fileWithPurpose, keyParams, uploadRoute } from './upload-requests';
import { memberUploadFileOf, ownUploadFileOf, storeMemberUpload } from './uploads.service';

/**
 * A signed-in member's files for their records (case presentations, roadmaps, grant documents):
 * uploaded first, claimed by the record later; the member and administrators may fetch them.
 */
export const memberUploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/me/uploads',
    uploadRoute(
      60,
      {
        tags: ['uploads'],
        summary: "Uploads a member's file for a later record (multipart: purpose, then file)",
        description: `Purposes: ${memberUploadPurposes.join(', ')}. Checked by its bytes; private to the member until a record claims it, then to the member and administrators.`,
      },
      uploadedDocumentSchema,
    ),
    async (request, reply) => {
      const { file, purpose } = await fileWithPurpose(request, memberUploadPurposes);
      const member = await memberActor(request);
      return reply
        .status(201)
        .send(await storeMemberUpload(app.db, app.storage, file, purpose, member.id));
    },
  );

  app.get(
    '/api/me/uploads/:key',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A file the signed-in member uploaded',
        params: keyParams,
        response: fileResponse,
      },
    },
    async (request, reply) => {
      const member = await memberActor(request);
      const file = await ownUploadFileOf(app.db, request.params.key, member.id);
      return sendPrivateDownload(app.storage, reply, file);
    },
  );

  app.get(
    '/api/admin/uploads/:key',
    needing('members', {
      schema: {
        tags: ['uploads'],
        summary: "A member's file held by one of their records",
        params: keyParams,
        response: fileResponse,
      },
    }),
    async (request, reply) =>
      sendPrivateDownload(app.storage, reply, await memberUploadFileOf(app.db, request.params.key)),
  );
};
