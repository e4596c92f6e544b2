import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  fellowshipApplicationSchema,
  fellowshipAppliedSchema,
  fellowshipOrderSchema,
  ownFellowshipAnswerSchema,
} from '@osi/shared';
import { memberActor } from '../admin/admin-actor';
import {
  applyForFellowship,
  getOwnFellowship,
  openFellowshipOrder,
} from './fellowship-applications.service';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The signed-in member's fellowship application: its order, its submission, its status. */
export const fellowshipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/fellowship',
    {
      schema: {
        tags: ['fellowships'],
        summary: "The member's application (the open one, else the latest declined), or null",
        response: { 200: ownFellowshipAnswerSchema },
      },
    },
    async (request) => getOwnFellowship(app.db, (await memberActor(request)).id),
  );

  app.post(
    '/api/me/fellowship/order',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['fellowships'],
        summary: 'Opens a payment order for the stored fellowship fee',
        description: 'Only approved members without an open application. Takes no body.',
        body: z.object({}).strict().nullish(),
        response: { 200: fellowshipOrderSchema, ...errors },
      },
    },
    async (request) => openFellowshipOrder(app, (await memberActor(request)).id),
  );

  app.post(
    '/api/me/fellowship',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['fellowships'],
        summary: 'Submits the application after verifying its payment signature and capture',
        body: fellowshipApplicationSchema,
        response: { 201: fellowshipAppliedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await applyForFellowship(app, await memberActor(request), request.body)),
  );
};
