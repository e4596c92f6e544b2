import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  errorResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  okResponseSchema,
  resetPasswordSchema,
  sessionMemberSchema,
} from '@osi/shared';
import {
  changePassword,
  authenticateMember,
  requestPasswordReset,
  resetPassword,
} from './member-auth.service';

const guessingLimit = { rateLimit: { max: 30, timeWindow: '15 minutes' } };
/** Tight, as each accepted request costs a password hash; counted before the body is read. */
const resetLimit = { rateLimit: { max: 10, timeWindow: '15 minutes' } };
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

export const memberAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/member/login',
    {
      config: guessingLimit,
      schema: {
        tags: ['auth'],
        summary: 'Member sign-in: sets the member session cookie',
        body: loginSchema,
        response: {
          200: z.object({ message: z.string(), member: sessionMemberSchema }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const member = await authenticateMember(app, request.body);
      await reply.startSession('member', member.id);
      const { id, email, firstName, lastName, membershipId, profilePictureUrl } = member;
      return {
        message: 'Login successful',
        member: { id, email, firstName, lastName, membershipId, profilePictureUrl },
      };
    },
  );

  app.post(
    '/api/auth/member/forgot-password',
    {
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'E-mails a single-use reset link; answers alike for unknown addresses',
        body: forgotPasswordSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => requestPasswordReset(app, request.body.email),
  );

  app.post(
    '/api/auth/member/reset-password',
    {
      config: resetLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password from a reset link and ends every session',
        body: resetPasswordSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => resetPassword(app, request.body),
  );

  app.post(
    '/api/me/password',
    {
      config: guessingLimit,
      schema: {
        tags: ['members'],
        summary: "Changes the signed-in member's password and ends their other sessions",
        body: changePasswordSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const member = (await request.getMember())!;
      return changePassword(app, { id: member.id, sessionId: member.sessionId }, request.body);
    },
  );
};
