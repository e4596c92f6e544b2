import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  membershipTypeInputSchema,
  membershipTypeSchema,
  okResponseSchema,
} from '@osi/shared';
import { adminActor } from '../admin/admin-actor';
import {
  createMembershipType,
  deleteMembershipType,
  listMembershipTypes,
  updateMembershipType,
} from './membership-types.service';

const list = z.array(membershipTypeSchema);
const byId = z.object({ id: z.uuid() });
const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

export const membershipTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/membership-types',
    {
      schema: {
        tags: ['registration'],
        summary: 'Membership types and their prices in rupees',
        response: { 200: list },
      },
    },
    async () => listMembershipTypes(app.db),
  );

  app.get(
    '/api/admin/membership-types',
    {
      schema: {
        tags: ['admin'],
        summary: 'Membership types for the price page',
        response: { 200: list },
      },
    },
    async () => listMembershipTypes(app.db),
  );

  app.post(
    '/api/admin/membership-types',
    {
      schema: {
        tags: ['admin'],
        body: membershipTypeInputSchema,
        response: { 201: membershipTypeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createMembershipType(app.db, await adminActor(request), request.body)),
  );

  app.put(
    '/api/admin/membership-types/:id',
    {
      schema: {
        tags: ['admin'],
        params: byId,
        body: membershipTypeInputSchema,
        response: { 200: membershipTypeSchema, ...errors },
      },
    },
    async (request) =>
      updateMembershipType(app.db, await adminActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/membership-types/:id',
    { schema: { tags: ['admin'], params: byId, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await deleteMembershipType(app.db, await adminActor(request), request.params.id);
      return { message: 'Membership type deleted.' };
    },
  );
};
