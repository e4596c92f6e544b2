import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  forbiddenForRole,
  forumClosedCode,
  forumMessages,
  roleMay,
  sessionIdleCode,
  twoFactorMessages,
  twoFactorRequiredCode,
  type StaffRight,
} from '@osi/shared';
import { AppError, unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The staff right a back-office route needs (decision 081); required under /api/admin/. */
    right?: StaffRight;
  }
}

const requireMember: onRequestAsyncHookHandler = async (request) => {
  if (!(await request.getMember())) throw unauthorized();
};
/**
 * The forum is for members in good standing (decisions 053 and 075): approved or added by hand,
 * and not lapsed. Applicants are told where their application stands, lapsed members to renew.
 */
const requireMemberInGoodStanding: onRequestAsyncHookHandler = async (request) => {
  const member = await request.getMember();
  if (!member) throw unauthorized();
  if (member.inGoodStanding) return;
  const message =
    member.status === 'pending'
      ? forumMessages.pendingMember
      : member.status === 'declined'
        ? forumMessages.declinedMember
        : forumMessages.lapsedMember;
  throw new AppError(403, forumClosedCode, message);
};
/**
 * A signed-in administrator whose role holds `right`. One whose role must use two-factor sign-in
 * and has not set it up reaches only their own account's routes (decision 083).
 */
const requireAdminWith =
  (right: StaffRight): onRequestAsyncHookHandler =>
  async (request) => {
    const admin = await request.getAdmin();
    if (!admin && request.adminSessionIdle) {
      throw new AppError(401, sessionIdleCode, twoFactorMessages.idle);
    }
    if (!admin) throw unauthorized('Please sign in as an administrator.');
    if (!roleMay(admin.role, right)) throw new AppError(403, 'forbidden', forbiddenForRole);
    if (admin.mustEnrolTwoFactor && right !== 'self') {
      throw new AppError(403, twoFactorRequiredCode, twoFactorMessages.required);
    }
  };

/**
 * The right a back-office route states, also written into its OpenAPI operation as
 * `x-staff-right`; registering a route that states none is a mistake.
 */
const rightOf = (route: RouteOptions) => {
  const right = route.config?.right;
  if (!right) throw new Error(`${String(route.method)} ${route.url} names no staff right`);
  route.schema = Object.assign({}, route.schema, { [staffRightKeyword]: right });
  return right;
};

/** The OpenAPI extension naming the staff right an operation needs. */
export const staffRightKeyword = 'x-staff-right';

/** Prefixes only signed-in members reach: their own things, and the members-only forum. */
export const memberPrefixes = ['/api/me/', '/api/forum/'];

/** The API's documentation (plugins/openapi.ts): in production, for administrators only. */
const isApiDocs = (routePath: string) =>
  routePath === '/api/docs' || routePath.startsWith('/api/docs/');

/**
 * The guard a route calls for: its prefix is the permission boundary, and a back-office route's
 * own right decides which roles pass.
 */
const guardFor = (routePath: string, route: RouteOptions, isProduction: boolean) => {
  if (routePath.startsWith('/api/forum/')) return requireMemberInGoodStanding;
  if (memberPrefixes.some((prefix) => routePath.startsWith(prefix))) return requireMember;
  if (routePath.startsWith('/api/admin/')) return requireAdminWith(rightOf(route));
  if (isProduction && isApiDocs(routePath)) return requireAdminWith('self');
  return undefined;
};

const withGuardFirst = (route: RouteOptions, guard: onRequestAsyncHookHandler) => {
  const own = route.onRequest ?? [];
  route.onRequest = [guard, ...(Array.isArray(own) ? own : [own])];
};

/**
 * Attaches the prefix's guard to every route as it is registered, so the check belongs to the
 * route the router matched (after it decoded the path), never to a string test on the raw URL.
 */
export const guardsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const guard = guardFor(route.url ?? route.path, route, app.config.isProduction);
      if (guard) withGuardFirst(route, guard);
    });
  },
  { name: 'guards', dependencies: ['sessions'] },
);
