import {
  addMemberSchema,
  errorResponseSchema,
  exportTimestamp,
  listQuerySchema,
  memberAddedSchema,
  memberListItemSchema,
  adminMemberSchema,
  okResponseSchema,
  paginated,
  statusUpdateSchema,
} from '@osi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminActor } from '../admin/admin-actor';
import { sendExport } from '../applications/exports';
import { sendPrivateFile } from '../uploads/private-file';
import { memberCsvStream, memberJsonStream } from './member-export';
import {
  addMemberByHand,
  deleteMember,
  getMemberForAdmin,
  listMembersPage,
  memberExists,
  restoreMember,
  setMemberStatus,
  studentIdFileOf,
} from './members.service';

const byId = z.object({ id: z.uuid() });
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const page = paginated(memberListItemSchema);

/** The administrators' membership desk. */
export const adminMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = {
    signInUrl: `${app.config.publicUrl}/member-login`,
    resetUrl: `${app.config.publicUrl}/forgot-password`,
  };

  app.get(
    '/api/admin/members',
    {
      schema: {
        tags: ['admin'],
        summary: 'Membership applications, newest first; search by name, e-mail, phone or number',
        querystring: listQuerySchema,
        response: { 200: page },
      },
    },
    async (request) => listMembersPage(app.db, { ...request.query, deleted: false }),
  );

  app.get(
    '/api/admin/members/deleted',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deleted membership applications, most recently deleted first',
        querystring: listQuerySchema,
        response: { 200: page },
      },
    },
    async (request) => listMembersPage(app.db, { ...request.query, deleted: true }),
  );

  app.get(
    '/api/admin/members/membership-id-exists',
    {
      schema: {
        tags: ['admin'],
        querystring: z.object({ membershipId: z.string().trim().min(1).max(40) }),
        response: { 200: z.object({ exists: z.boolean() }) },
      },
    },
    async (request) => ({
      exists: await memberExists.membershipId(app.db, request.query.membershipId),
    }),
  );

  for (const [format, stream] of [
    ['csv', memberCsvStream],
    ['json', memberJsonStream],
  ] as const) {
    app.get(
      `/api/admin/members/export.${format}`,
      {
        schema: {
          tags: ['admin'],
          summary: `Every live member as ${format.toUpperCase()}, streamed`,
        },
      },
      async (_request, reply) =>
        sendExport(reply, `members-all-${exportTimestamp()}`, format, stream(app.database)),
    );
  }

  app.post(
    '/api/admin/members',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add New Member: a full member from the start',
        body: addMemberSchema,
        response: { 201: memberAddedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Member added successfully.',
        member: await addMemberByHand(app.db, await adminActor(request), request.body, links),
      }),
  );

  app.get(
    '/api/admin/members/:id',
    { schema: { tags: ['admin'], params: byId, response: { 200: adminMemberSchema, ...errors } } },
    async (request) => getMemberForAdmin(app.db, request.params.id),
  );

  app.get(
    '/api/admin/members/:id/student-id',
    { schema: { tags: ['admin'], params: byId, response: { 404: errorResponseSchema } } },
    async (request, reply) =>
      sendPrivateFile(app.storage, reply, await studentIdFileOf(app.db, request.params.id)),
  );

  app.patch(
    '/api/admin/members/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve, decline or return to pending, with a comment; e-mails the member',
        params: byId,
        body: statusUpdateSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) =>
      setMemberStatus(
        app.db,
        await adminActor(request),
        request.params.id,
        request.body,
        links.signInUrl,
      ),
  );

  app.delete(
    '/api/admin/members/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Soft delete: the application moves to Deleted Members',
        params: byId,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const member = await deleteMember(app.db, await adminActor(request), request.params.id);
      await app.revokeSessions('member', member.id);
      return { message: 'Application deleted.' };
    },
  );

  app.post(
    '/api/admin/members/:id/restore',
    { schema: { tags: ['admin'], params: byId, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await restoreMember(app.db, await adminActor(request), request.params.id);
      return { message: 'Application restored.' };
    },
  );
};
