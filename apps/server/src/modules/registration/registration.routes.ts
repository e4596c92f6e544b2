import type { FastifyPluginAsync } from 'fastify';
import { registrationEndpoints as endpoints } from '@osi/shared';
import { codeSendingLimit, rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { memberExists } from '../members/members.service';
import { browserTokenHashOf } from '../uploads/upload-browser';
import { sendVerificationCode, verifyCode } from './email-verification.service';
import { completeRegistration, openRegistrationOrder } from './registration.service';

const lookupLimit = rateLimited(60, '10 minutes');
const limit = (max: number) => rateLimited(max, '10 minutes');

const lookups = [
  [endpoints.emailExists, 'email'],
  [endpoints.mobileExists, 'mobileNo'],
  [endpoints.dentalExists, 'dentalRegNumber'],
] as const;

export const registrationRoutes: FastifyPluginAsync = async (app) => {
  for (const [endpoint, field] of lookups) {
    routeEndpoint(
      app,
      endpoint,
      async ({ body }) => {
        const value = (body as Record<typeof field, string>)[field];
        return { exists: await memberExists[field](app.db, value) };
      },
      lookupLimit,
    );
  }

  routeEndpoint(
    app,
    endpoints.sendCode,
    async ({ body }) => sendVerificationCode(app.db, body.email),
    codeSendingLimit,
  );

  routeEndpoint(
    app,
    endpoints.verifyCode,
    async ({ body }) => verifyCode(app.db, body.email, body.otp),
    limit(30),
  );

  routeEndpoint(
    app,
    endpoints.order,
    async ({ body }) => openRegistrationOrder(app, body),
    limit(20),
  );

  routeEndpoint(
    app,
    endpoints.register,
    async ({ body }, request) =>
      completeRegistration(app, body, {
        id: request.id,
        browserTokenHash: browserTokenHashOf(request),
      }),
    limit(20),
  );
};
