import { errorResponseSchema, listQuerySchema, paginated } from '@osi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAuditEvents } from '../audit/audit.service';
import { membershipCounts } from '../members/members.service';
import { unclaimedPayments } from '../payments/payments.service';
import { adminActor } from './admin-actor';
import { createAdmin, newAdminSchema } from './admins.service';

const activitySchema = z.object({
  id: z.uuid(),
  actorType: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

const unclaimedPaymentSchema = z.object({
  id: z.uuid(),
  purpose: z.string(),
  email: z.string(),
  amount: z.number(),
  currency: z.string(),
  orderId: z.string(),
  paymentId: z.string(),
  gateway: z.string(),
  capturedAt: z.iso.datetime(),
});

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/overview',
    {
      schema: {
        tags: ['admin'],
        summary: 'Counts for the admin home and the latest activity',
        response: {
          200: z.object({
            members: z.object({
              pending: z.number(),
              approved: z.number(),
              declined: z.number(),
              manual: z.number(),
              deleted: z.number(),
            }),
            unclaimedPayments: z.number(),
            recentActivity: z.array(activitySchema),
          }),
        },
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
