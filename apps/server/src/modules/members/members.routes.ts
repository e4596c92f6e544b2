import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  memberProfileSchema,
  membershipNumberCheckResultSchema,
  membershipNumberCheckSchema,
  profileMessages,
  profileUpdateSchema,
} from '@osi/shared';
import { memberActor } from '../admin/admin-actor';
import { sendPrivateFile } from '../uploads/private-file';
import {
  getOwnProfile,
  isOwnMembershipNumber,
  studentIdFileOf,
  updateOwnProfile,
} from './members.service';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** The signed-in member's own record: identity always from the session. */
export const ownProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/profile',
    {
      schema: {
        tags: ['members'],
        summary: "The signed-in member's profile",
        response: { 200: memberProfileSchema, ...errors },
      },
    },
    async (request) => getOwnProfile(app.db, (await memberActor(request)).id),
  );

  app.put(
    '/api/me/profile',
    {
      schema: {
        tags: ['members'],
        summary: 'Edit Information: updates the profile (and the photo, by an upload key)',
        body: profileUpdateSchema,
        response: {
          200: z.object({ message: z.string(), profile: memberProfileSchema }),
          ...errors,
        },
      },
    },
    async (request) => ({
      message: profileMessages.updated,
      profile: await updateOwnProfile(app.db, await memberActor(request), request.body),
    }),
  );

  app.get(
    '/api/me/student-id',
    {
      schema: {
        tags: ['members'],
        summary: "The member's own student ID card image",
        response: { 404: errorResponseSchema },
      },
    },
    async (request, reply) =>
      sendPrivateFile(
        app.storage,
        reply,
        await studentIdFileOf(app.db, (await memberActor(request)).id),
      ),
  );

  app.post(
    '/api/me/membership-number-checks',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['members'],
        summary: "Whether a membership number is the signed-in member's own",
        description: 'The fellowship and research grant forms ask when the field is left.',
        body: membershipNumberCheckSchema,
        response: { 200: membershipNumberCheckResultSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({
      isValid: await isOwnMembershipNumber(
        app.db,
        (await memberActor(request)).id,
        request.body.membershipNumber,
      ),
    }),
  );
};
