import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  okResponseSchema,
  ownResearchGrantAnswerSchema,
  researchGrantAppliedSchema,
  researchGrantDetailsSchema,
  roadmapUploadSchema,
} from '@osi/shared';
import { memberActor } from '../admin/admin-actor';
import { applyForResearchGrant, getOwnResearchGrant } from './research-grant-applications.service';
import { uploadRoadmapPart } from './roadmaps.service';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The signed-in member's research grant: the application, its status and its roadmaps. */
export const researchGrantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/research-grant',
    {
      schema: {
        tags: ['research-grants'],
        summary: "The member's application (the open one, else the latest declined) and roadmaps",
        response: { 200: ownResearchGrantAnswerSchema },
      },
    },
    async (request) => getOwnResearchGrant(app.db, (await memberActor(request)).id),
  );

  app.post(
    '/api/me/research-grant',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['research-grants'],
        summary: 'Submits the application with its uploaded documents; e-mails the member',
        description: 'Only approved members without an open application.',
        body: researchGrantDetailsSchema,
        response: { 201: researchGrantAppliedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await applyForResearchGrant(app.db, await memberActor(request), request.body)),
  );

  app.post(
    '/api/me/research-grant/roadmaps',
    {
      schema: {
        tags: ['research-grants'],
        summary: "Submits a part's three months of roadmap and budget estimate files",
        description:
          'Months 1-3 first; months 4-6 once the first part is approved; a part again only after it was rejected. Needs an approved, granted application.',
        body: roadmapUploadSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => uploadRoadmapPart(app.db, await memberActor(request), request.body),
  );
};
