import type { FastifyPluginAsync } from 'fastify';
import {
  staffEndpoints as endpoints,
  staffInvitationEndpoints as publicEndpoints,
} from '@osi/shared';
import { rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { routeAsAdmin } from '../admin/admin-actor';
import {
  acceptInvitation,
  invitationView,
  inviteStaff,
  resendInvitation,
  withdrawInvitation,
} from './staff-invitations.service';
import { changeRole, changeStatus, resetTwoFactor, staffList } from './staff.service';

/** The Owner's Staff page, and the public page where an invitation's link lands. */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.list, async () => staffList(app.db));
  routeAsAdmin(app, endpoints.invite, async ({ body }, actor) => inviteStaff(app, actor, body));
  routeAsAdmin(app, endpoints.resendInvitation, async ({ params }, actor) =>
    resendInvitation(app, actor, params.id),
  );
  routeAsAdmin(app, endpoints.revokeInvitation, async ({ params }, actor) =>
    withdrawInvitation(app.db, actor, params.id),
  );
  routeAsAdmin(app, endpoints.changeRole, async ({ params, body }, actor) => {
    await changeRole(app.db, actor, params.id, body.role);
    return { message: 'Role changed.' };
  });
  routeAsAdmin(app, endpoints.changeStatus, async ({ params, body }, actor) => {
    await changeStatus(app, actor, params.id, body.status);
    return {
      message: body.status === 'disabled' ? 'Administrator disabled.' : 'Administrator enabled.',
    };
  });
  routeAsAdmin(app, endpoints.resetTwoFactor, async ({ params }, actor) => {
    await resetTwoFactor(app.db, actor, params.id);
    return { message: 'Two-factor sign-in reset.' };
  });

  routeEndpoint(
    app,
    publicEndpoints.invitation,
    async ({ params }) => invitationView(app.db, params.token),
    rateLimited(60, '15 minutes'),
  );
  routeEndpoint(
    app,
    publicEndpoints.accept,
    async ({ params, body }, _, reply) => acceptInvitation(app, reply, params.token, body),
    rateLimited(10, '15 minutes'),
  );
};
