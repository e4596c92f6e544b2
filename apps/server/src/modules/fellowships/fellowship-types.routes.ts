import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  fellowshipFeeSchema,
  fellowshipTypeInputSchema,
  fellowshipTypeSchema,
  okResponseSchema,
} from '@osi/shared';
import { adminActor } from '../admin/admin-actor';
import {
  createFellowshipType,
  currentFellowshipFee,
  deleteFellowshipType,
  listFellowshipTypes,
  updateFellowshipType,
} from './fellowship-types.service';

const byId = z.object({ id: z.uuid() });
const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

/** The fellowship fee, and the Fellowship Price page it is set on. */
export const fellowshipTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/fellowship-fee',
    {
      schema: {
        tags: ['fellowships'],
        summary: 'The fellowship fee applicants pay, in rupees',
        response: { 200: fellowshipFeeSchema, 409: errorResponseSchema },
      },
    },
    async () => currentFellowshipFee(app.db),
  );

  app.get(
    '/api/admin/fellowship-types',
    {
      schema: {
        tags: ['admin'],
        summary: 'The Fellowship Price list; the first price is the fee',
        response: { 200: z.array(fellowshipTypeSchema) },
      },
    },
    async () => listFellowshipTypes(app.db),
  );

  app.post(
    '/api/admin/fellowship-types',
    {
      schema: {
        tags: ['admin'],
        body: fellowshipTypeInputSchema,
        response: { 201: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await createFellowshipType(app.db, await adminActor(request), request.body);
      return reply.status(201).send({ message: 'Fellowship price added.' });
    },
  );

  app.put(
    '/api/admin/fellowship-types/:id',
    {
      schema: {
        tags: ['admin'],
        params: byId,
        body: fellowshipTypeInputSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await updateFellowshipType(
        app.db,
        await adminActor(request),
        request.params.id,
        request.body,
      );
      return { message: 'Fellowship price updated.' };
    },
  );

  app.delete(
    '/api/admin/fellowship-types/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Removes a price from the list; orders made from it keep it',
        params: byId,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteFellowshipType(app.db, await adminActor(request), request.params.id);
      return { message: 'Fellowship price deleted.' };
    },
  );
};
