import type { FastifyPluginAsync } from 'fastify';
import {
  errorResponseSchema,
  ownProfileEndpoints as endpoints,
  profileMessages,
} from '@osi/shared';
import { rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { memberActor } from '../admin/admin-actor';
import { sendPrivateFile } from '../uploads/private-file';
import {
  getOwnProfile,
  isOwnMembershipNumber,
  studentIdFileOf,
  updateOwnProfile,
} from './members.service';

/** The signed-in member's own record: identity always from the session. */
export const ownProfileRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.profile, async (_, request) =>
    getOwnProfile(app.db, (await memberActor(request)).id),
  );
  routeEndpoint(app, endpoints.updateProfile, async ({ body }, request) => ({
    message: profileMessages.updated,
    profile: await updateOwnProfile(app.db, await memberActor(request), body),
  }));

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

  routeEndpoint(
    app,
    endpoints.checkMembershipNumber,
    async ({ body }, request) => ({
      isValid: await isOwnMembershipNumber(
        app.db,
        (await memberActor(request)).id,
        body.membershipNumber,
      ),
    }),
    rateLimited(30, '1 minute'),
  );
};
