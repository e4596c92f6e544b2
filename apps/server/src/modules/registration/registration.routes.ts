import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { browserTokenHashOf } from '../uploads/upload-browser';
import { z } from 'zod';
import {
  completeRegistrationSchema,
  registrationOrderSchema,
  errorResponseSchema,
  okResponseSchema,
  registrationAccountSchema,
  registrationDetailsSchema,
  registrationMembershipSchema,
  sendCodeSchema,
  verifyCodeSchema,
} from '@osi/shared';
import { memberExists } from '../members/members.service';
import { sendVerificationCode, verifyCode } from './email-verification.service';
import { completeRegistration, openRegistrationOrder } from './registration.service';

const errors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  429: errorResponseSchema,
};
const lookupLimit = { rateLimit: { max: 60, timeWindow: '10 minutes' } };
const exists = z.object({ exists: z.boolean() });

const lookups = [
  ['email-exists', 'email', registrationAccountSchema.pick({ email: true })],
  ['mobile-exists', 'mobileNo', registrationDetailsSchema.pick({ mobileNo: true })],
  ['dental-exists', 'dentalRegNumber', registrationDetailsSchema.pick({ dentalRegNumber: true })],
] as const;

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, field, body] of lookups) {
    app.post(
      `/api/registration/${path}`,
      {
        config: lookupLimit,
        schema: {
          tags: ['registration'],
          summary: `Whether a member already uses this ${field}`,
          body,
          response: { 200: exists, ...errors },
        },
      },
      async (request) => {
        const value = (request.body as Record<typeof field, string>)[field];
        return { exists: await memberExists[field](app.db, value) };
      },
    );
  }

  app.post(
    '/api/registration/verification-code',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['registration'],
        summary: 'E-mails a six-digit code, valid 10 minutes',
        body: sendCodeSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => sendVerificationCode(app.db, request.body.email),
  );

  app.post(
    '/api/registration/verification-code/verify',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: ['registration'],
        summary: 'Checks the code; five tries per code',
        body: verifyCodeSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => verifyCode(app.db, request.body.email, request.body.otp),
  );

  app.post(
    '/api/registration/order',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['registration'],
        summary: "Opens a payment order for the membership type's stored price",
        body: registrationMembershipSchema.extend(sendCodeSchema.shape),
        response: { 200: registrationOrderSchema, ...errors },
      },
    },
    async (request) => openRegistrationOrder(app, request.body),
  );

  app.post(
    '/api/registration',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['registration'],
        summary: 'Creates the member after verifying the payment signature, amount and e-mail',
        body: completeRegistrationSchema,
        response: { 201: z.object({ message: z.string(), membershipId: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await completeRegistration(app, request.body, {
          id: request.id,
          browserTokenHash: browserTokenHashOf(request),
        }),
      ),
  );
};
