import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCaseSchema,
  caseChangedSchema,
  errorResponseSchema,
  okResponseSchema,
  ownCasesSchema,
  saveCaseSchema,
} from '@osi/shared';
import { memberActor } from '../admin/admin-actor';
import { addCase, deleteCase, getOwnCases, lockCase, saveCase } from './cases.service';

const byId = z.object({ id: z.uuid() });
const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * A fellow's clinical cases: added (new), saved with three presentations, then locked for
 * review. Changes only while the fellowship is approved and its six-month panel is open.
 */
export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/cases',
    {
      schema: {
        tags: ['cases'],
        summary: "The signed-in fellow's cases, and whether the panel is open",
        response: { 200: ownCasesSchema },
      },
    },
    async (request) => getOwnCases(app.db, (await memberActor(request)).id),
  );

  app.post(
    '/api/me/cases',
    {
      schema: {
        tags: ['cases'],
        summary: 'Adds a new case of a category',
        body: addCaseSchema,
        response: { 201: caseChangedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addCase(app.db, await memberActor(request), request.body)),
  );

  app.put(
    '/api/me/cases/:id',
    {
      schema: {
        tags: ['cases'],
        summary: 'Saves a new case with its three presentations (upload keys)',
        params: byId,
        body: saveCaseSchema,
        response: { 200: caseChangedSchema, ...errors },
      },
    },
    async (request) =>
      saveCase(app.db, await memberActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/me/cases/:id',
    {
      schema: {
        tags: ['cases'],
        summary: 'Removes a case that is not locked',
        params: byId,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => deleteCase(app.db, await memberActor(request), request.params.id),
  );

  app.post(
    '/api/me/cases/:id/lock',
    {
      schema: {
        tags: ['cases'],
        summary: 'Locks a saved case: submitted for review, unchangeable',
        params: byId,
        response: { 200: caseChangedSchema, ...errors },
      },
    },
    async (request) => lockCase(app.db, await memberActor(request), request.params.id),
  );
};
