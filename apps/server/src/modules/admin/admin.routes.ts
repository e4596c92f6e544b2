import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as endpoints } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';
import { listAuditEvents } from '../audit/audit.service';
import { membershipCounts } from '../members/members.service';
import { unclaimedPayments } from '../payments/payments.service';
import { routeAsAdmin } from './admin-actor';
import { createAdmin } from './admins.service';

export const adminRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.overview, async () => {
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
  });

  routeEndpoint(app, endpoints.unclaimedPayments, async ({ query }) =>
    unclaimedPayments(app.db, query.page, query.pageSize),
  );

  routeAsAdmin(app, endpoints.addAdmin, async ({ body }, actor) => {
    const admin = await createAdmin(app.db, body, actor);
    return { id: admin.id, message: 'Administrator added.' };
  });
};
