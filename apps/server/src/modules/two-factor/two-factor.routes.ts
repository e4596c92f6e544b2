import type { FastifyPluginAsync } from 'fastify';
import { twoFactorEndpoints as endpoints } from '@osi/shared';
import { rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { adminActor, routeAsAdmin } from '../admin/admin-actor';
import {
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startEnrolment,
  twoFactorStatus,
} from './two-factor.service';

/** The signed-in administrator's own two-factor sign-in (decision 083). */
export const twoFactorRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.status, async (_, request) =>
    twoFactorStatus(app.db, app.config, (await adminActor(request)).id),
  );
  routeEndpoint(
    app,
    endpoints.startEnrolment,
    async ({ body }, request, reply) => {
      reply.header('cache-control', 'no-store');
      return startEnrolment(app.db, app.config, (await adminActor(request)).id, body.password);
    },
    rateLimited(10, '15 minutes'),
  );
  routeAsAdmin(app, endpoints.confirmEnrolment, async ({ body }, actor) =>
    confirmEnrolment(app.db, app.config, actor, body.code),
  );
  routeAsAdmin(app, endpoints.regenerateRecoveryCodes, async ({ body }, actor) =>
    regenerateRecoveryCodes(app.db, app.config, actor, body.code),
  );
  routeAsAdmin(app, endpoints.disable, async ({ body }, actor) =>
    disableTwoFactor(app.db, app.config, actor, body.code),
  );
};
