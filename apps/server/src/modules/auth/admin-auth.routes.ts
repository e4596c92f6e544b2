import type { FastifyPluginAsync } from 'fastify';
import { adminAccountEndpoints, authEndpoints, twoFactorMessages } from '@osi/shared';
import { rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { authenticateAdmin } from '../admin/admins.service';
import {
  checkSignInCode,
  passwordStampOf,
  sessionAdminOf,
  signInExpired,
} from '../two-factor/two-factor.service';
import { changeOwnPassword } from './own-password.service';
import { endPendingSignIn, pendingSignIn, startPendingSignIn } from './pending-sign-in';

export const adminAuthRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(
    app,
    authEndpoints.adminLogin,
    async ({ body }, _, reply) => {
      const admin = await authenticateAdmin(app.db, body);
      if (admin.twoFactorEnabled) {
        const stamp = await passwordStampOf(app.db, app.config, admin.id);
        startPendingSignIn(reply, app.config, admin.id, stamp);
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
      const pending = pendingSignIn(request, app.config);
      if (!pending) throw signInExpired();
      const { adminId, passwordStamp } = pending;
      const actor = { type: 'admin' as const, id: adminId, requestId: request.id };
      const admin = await checkSignInCode(app.db, app.config, actor, body.code, passwordStamp);
      endPendingSignIn(reply, app.config);
      await reply.startSession('admin', adminId);
      return { message: 'Signed in', admin };
    },
    rateLimited(20, '15 minutes'),
  );

  routeEndpoint(
    app,
    adminAccountEndpoints.changePassword,
    async ({ body }, request) => changeOwnPassword(app, 'admin', (await request.getAdmin())!, body),
    rateLimited(30, '15 minutes'),
  );
};
