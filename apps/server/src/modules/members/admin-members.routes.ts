import {
  adminMemberEndpoints as endpoints,
  errorResponseSchema,
  exportTimestamp,
  idParamsSchema,
} from '@osi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { needing, routeEndpoint } from '../../lib/endpoint-route';
import { routeAsAdmin } from '../admin/admin-actor';
import { sendExport } from '../applications/exports';
import { sendPrivateFile } from '../uploads/private-file';
import { memberCsvStream, memberJsonStream } from './member-export';
import { setMemberTerm } from './member-term';
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

/** The administrators' membership desk. */
export const adminMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = {
    signInUrl: `${app.config.publicUrl}/member-login`,
    resetUrl: `${app.config.publicUrl}/forgot-password`,
  };

  routeEndpoint(app, endpoints.list, async ({ query }) =>
    listMembersPage(app.db, { ...query, deleted: false }),
  );
  routeEndpoint(app, endpoints.deleted, async ({ query }) =>
    listMembersPage(app.db, { ...query, deleted: true }),
  );
  routeEndpoint(app, endpoints.membershipIdExists, async ({ query }) => ({
    exists: await memberExists.membershipId(app.db, query.membershipId),
  }));

  for (const [format, stream] of [
    ['csv', memberCsvStream],
    ['json', memberJsonStream],
  ] as const) {
    app.get(
      `/api/admin/members/export.${format}`,
      needing('exports', {
        schema: {
          tags: ['admin'],
          summary: `Every live member as ${format.toUpperCase()}, streamed`,
        },
      }),
      async (_request, reply) =>
        sendExport(reply, `members-all-${exportTimestamp()}`, format, stream(app.database)),
    );
  }

  routeAsAdmin(app, endpoints.add, async ({ body }, actor) => ({
    message: 'Member added successfully.',
    member: await addMemberByHand(app.db, actor, body, links),
  }));
  routeEndpoint(app, endpoints.details, async ({ params }) => getMemberForAdmin(app.db, params.id));

  app.get(
    '/api/admin/members/:id/student-id',
    needing('members', {
      schema: { tags: ['admin'], params: idParamsSchema, response: { 404: errorResponseSchema } },
    }),
    async (request, reply) =>
      sendPrivateFile(app.storage, reply, await studentIdFileOf(app.db, request.params.id)),
  );

  routeAsAdmin(app, endpoints.setTerm, async ({ params, body }, actor) =>
    setMemberTerm(app.db, actor, params.id, body),
  );
  routeAsAdmin(app, endpoints.setStatus, async ({ params, body }, actor) =>
    setMemberStatus(app.db, actor, params.id, body, links.signInUrl),
  );
  routeAsAdmin(app, endpoints.remove, async ({ params }, actor) => {
    const member = await deleteMember(app.db, actor, params.id);
    await app.revokeSessions('member', member.id);
    return { message: 'Application deleted.' };
  });
  routeAsAdmin(app, endpoints.restore, async ({ params }, actor) => {
    await restoreMember(app.db, actor, params.id);
    return { message: 'Application restored.' };
  });
};
