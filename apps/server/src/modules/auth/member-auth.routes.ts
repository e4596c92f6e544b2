import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints as endpoints } from '@osi/shared';
import { rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { changeOwnPassword } from './own-password.service';
import { authenticateMember, requestPasswordReset, resetPassword } from './member-auth.service';

const guessingLimit = rateLimited(30, '15 minutes');
/** Tight, as each accepted request costs a password hash; counted before the body is read. */
const resetLimit = rateLimited(10, '15 minutes');

export const memberAuthRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(
    app,
    endpoints.memberLogin,
    async ({ body }, _, reply) => {
      const member = await authenticateMember(app, body);
      await reply.startSession('member', member.id);
      const { id, email, firstName, lastName, membershipId, profilePictureUrl } = member;
      return {
        message: 'Login successful',
        member: { id, email, firstName, lastName, membershipId, profilePictureUrl },
      };
    },
    guessingLimit,
  );

  routeEndpoint(
    app,
    endpoints.forgotPassword,
    async ({ body }) => requestPasswordReset(app, body.email),
    rateLimited(5, '15 minutes'),
  );

  routeEndpoint(
    app,
    endpoints.resetPassword,
    async ({ body }) => resetPassword(app, body),
    resetLimit,
  );

  routeEndpoint(
    app,
    endpoints.changePassword,
    async ({ body }, request) => {
      const member = (await request.getMember())!;
      return changeOwnPassword(app, 'member', member, body);
    },
    guessingLimit,
  );
};
