import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints, twoFactorMessages } from '@osi/shared';
import { rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { AppError } from '../../lib/errors';
import { authenticateAdmin } from '../admin/admins.service';
import { checkSignInCode, sessionAdminOf } from '../two-factor/two-factor.service';
import { endPendingSignIn, pendingSignIn, startPendingSignIn } from './pending-sign-in';

export const adminAuthRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(
    app,
    authEndpoints.adminLogin,
    async ({ body }, _, reply) => {
      const admin = await authenticateAdmin(app.db, body);
      if (admin.twoFactorEnabled) {
        startPendingSignIn(reply, app.config, admin.id);
        return { message: twoFactorMessages.enterCode, codeRequired: true as const };
      }
      await reply.startSession('admin', admin.id);
      return { message: 'Signed in', admin: sessionAdminOf(app.config, admin) };
    },
    rateLimited(20, '15 minutes'),
  );

  routeEndpoint(
    app,
    authEndpoints.adminLoginCode,
    async ({ body }, request, reply) => {
      const adminId = pendingSignIn(request, app.config);
      if (!adminId) throw new AppError(401, 'sign_in_expired', twoFactorMessages.pendingExpired);
      const actor = { type: 'admin' as const, id: adminId, requestId: request.id };
      const admin = await checkSignInCode(app.db, app.config, actor, body.code);
      endPendingSignIn(reply, app.config);
      await reply.startSession('admin', adminId);
      return { message: 'Signed in', admin };
    },
    rateLimited(20, '15 minutes'),
  );
};
