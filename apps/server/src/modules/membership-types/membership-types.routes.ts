import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMembershipTypeSchema,
  errorResponseSchema,
  membershipTypeInputSchema,
  membershipTypeSavedSchema,
  membershipTypeSchema,
  okResponseSchema,
} from '@osi/shared';
import { adminActor } from '../admin/admin-actor';
import {
  createMembershipType,
  deleteMembershipType,
  listAdminMembershipTypes,
  listMembershipTypes,
  reinstateMembershipType,
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
        summary:
          'Membership types for the price page, retired ones too, with how many members hold each',
        response: { 200: z.array(adminMembershipTypeSchema) },
      },
    },
    async () => listAdminMembershipTypes(app.db),
  );

  app.post(
    '/api/admin/membership-types',
    {
      schema: {
        tags: ['admin'],
        body: membershipTypeInputSchema,
        response: { 201: membershipTypeSavedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Membership type added.',
        membershipType: await createMembershipType(app.db, await adminActor(request), request.body),
      }),
  );

  app.put(
    '/api/admin/membership-types/:id',
    {
      schema: {
        tags: ['admin'],
        params: byId,
        body: membershipTypeInputSchema,
        response: { 200: membershipTypeSavedSchema, ...errors },
      },
    },
    async (request) => ({
      message: 'Membership type updated.',
      membershipType: await updateMembershipType(
        app.db,
        await adminActor(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/admin/membership-types/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a type nobody holds; retires a type members hold',
        params: byId,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => deleteMembershipType(app.db, await adminActor(request), request.params.id),
  );

  app.post(
    '/api/admin/membership-types/:id/reinstate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Offers a retired type to applicants again',
        params: byId,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) =>
      reinstateMembershipType(app.db, await adminActor(request), request.params.id),
  );
};
