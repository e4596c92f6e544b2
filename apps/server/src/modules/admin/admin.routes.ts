import {
  errorResponseSchema,
  listQuerySchema,
  newAdminSchema,
  overviewSchema,
  paginated,
  unclaimedPaymentSchema,
} from '@osi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAuditEvents } from '../audit/audit.service';
import { membershipCounts } from '../members/members.service';
import { unclaimedPayments } from '../payments/payments.service';
import { adminActor } from './admin-actor';
import { createAdmin } from './admins.service';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/overview',
    {
      schema: {
        tags: ['admin'],
        summary: 'Counts for the admin home and the latest activity',
        response: { 200: overviewSchema },
      },
    },
    async () => {
      const [members, payments, activity] = await Promise.all([
        membershipCounts(app.db),
        unclaimedPayments(app.db, 1, 1),
        listAuditEvents(app.db, { page: 1, pageSize: 10 }),
      ]);
      return {
        members,
        unclaimedPayments: payments.total,
        recentActivity: activity.items.map((event) => ({
          id: event.id,
          actorType: event.actorType,
          action: event.action,
          entityType: event.entityType,
          entityId: event.entityId,
          createdAt: event.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/api/admin/payments/unclaimed',
    {
      schema: {
        tags: ['admin'],
        summary: 'Captured payments that nothing claimed: to reconcile by hand',
        querystring: listQuerySchema,
        response: { 200: paginated(unclaimedPaymentSchema) },
      },
    },
    async (request) => unclaimedPayments(app.db, request.query.page, request.query.pageSize),
  );

  app.post(
    '/api/admin/admins',
    {
      schema: {
        tags: ['admin'],
        summary: 'A signed-in administrator adds another',
        body: newAdminSchema,
        response: {
          201: z.object({ id: z.uuid(), message: z.string() }),
          400: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = await adminActor(request);
      const admin = await createAdmin(app.db, request.body, actor);
      return reply.status(201).send({ id: admin.id, message: 'Administrator added.' });
    },
  );
};
