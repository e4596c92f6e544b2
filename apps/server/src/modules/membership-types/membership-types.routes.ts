import type { FastifyPluginAsync } from 'fastify';
import { membershipTypeEndpoints as endpoints } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';
import { routePublicRead } from '../../lib/public-reads';
import { adminActor } from '../admin/admin-actor';
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
  routeEndpoint(app, endpoints.add, async ({ body }, request) => ({
    message: 'Membership type added.',
    membershipType: await createMembershipType(app.db, await adminActor(request), body),
  }));
  routeEndpoint(app, endpoints.update, async ({ params, body }, request) => ({
    message: 'Membership type updated.',
    membershipType: await updateMembershipType(app.db, await adminActor(request), params.id, body),
  }));
  routeEndpoint(app, endpoints.remove, async ({ params }, request) =>
    deleteMembershipType(app.db, await adminActor(request), params.id),
  );
  routeEndpoint(app, endpoints.reinstate, async ({ params }, request) =>
    reinstateMembershipType(app.db, await adminActor(request), params.id),
  );
};
