import type { FastifyPluginAsync } from 'fastify';
import {
  errorResponseSchema,
  ownProfileEndpoints as endpoints,
  profileMessages,
} from '@osi/shared';
import { rateLimited } from '../../lib/endpoint-route';
import { memberActor, routeAsMember } from '../admin/admin-actor';
import { sendPrivateFile } from '../uploads/private-file';
import {
  getOwnProfile,
  isOwnMembershipNumber,
  studentIdFileOf,
  updateOwnProfile,
} from './members.service';

/** The signed-in member's own record: identity always from the session. */
export const ownProfileRoutes: FastifyPluginAsync = async (app) => {
  routeAsMember(app, endpoints.profile, async (_, actor) => getOwnProfile(app.db, actor.id));
  routeAsMember(app, endpoints.updateProfile, async ({ body }, actor) => ({
    message: profileMessages.updated,
    profile: await updateOwnProfile(app.db, actor, body),
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

  routeAsMember(
    app,
    endpoints.checkMembershipNumber,
    async ({ body }, actor) => ({
      isValid: await isOwnMembershipNumber(app.db, actor.id, body.membershipNumber),
    }),
    rateLimited(30, '1 minute'),
  );
};
