import type { FastifyPluginAsync } from 'fastify';
import { membershipTypeEndpoints as endpoints } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';
import { routePublicRead } from '../../lib/public-reads';
import { routeAsAdmin } from '../admin/admin-actor';
import {
  createMembershipType,
  deleteMembershipType,
  listAdminMembershipTypes,
  listMembershipTypes,
  reinstateMembershipType,
  updateMembershipType,
} from './membership-types.service';

export const membershipTypeRoutes: FastifyPluginAsync = async (app) => {
  routePublicRead(app, endpoints.offered, async () => listMembershipTypes(app.db));
  routeEndpoint(app, endpoints.list, async () => listAdminMembershipTypes(app.db));
  routeAsAdmin(app, endpoints.add, async ({ body }, actor) => ({
    message: 'Membership type added.',
    membershipType: await createMembershipType(app.db, actor, body),
  }));
  routeAsAdmin(app, endpoints.update, async ({ params, body }, actor) => ({
    message: 'Membership type updated.',
    membershipType: await updateMembershipType(app.db, actor, params.id, body),
  }));
  routeAsAdmin(app, endpoints.remove, async ({ params }, actor) =>
    deleteMembershipType(app.db, actor, params.id),
  );
  routeAsAdmin(app, endpoints.reinstate, async ({ params }, actor) =>
    reinstateMembershipType(app.db, actor, params.id),
  );
};
