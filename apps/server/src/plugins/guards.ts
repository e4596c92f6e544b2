import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { forumClosedCode, forumMessages } from '@osi/shared';
import { AppError, unauthorized } from '../lib/errors';

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
const requireAdmin: onRequestAsyncHookHandler = async (request) => {
  if (!(await request.getAdmin())) throw unauthorized('Please sign in as an administrator.');
};

/** Prefixes only signed-in members reach: their own things, and the members-only forum. */
export const memberPrefixes = ['/api/me/', '/api/forum/'];

/** The API's documentation (plugins/openapi.ts): in production, for administrators only. */
const isApiDocs = (routePath: string) =>
  routePath === '/api/docs' || routePath.startsWith('/api/docs/');

/** The guard a route's own path calls for: its prefix is the permission boundary. */
const guardFor = (routePath: string, isProduction: boolean) => {
  if (routePath.startsWith('/api/forum/')) return requireMemberInGoodStanding;
  if (memberPrefixes.some((prefix) => routePath.startsWith(prefix))) return requireMember;
  if (routePath.startsWith('/api/admin/')) return requireAdmin;
  if (isProduction && isApiDocs(routePath)) return requireAdmin;
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
      const guard = guardFor(route.url ?? route.path, app.config.isProduction);
      if (guard) withGuardFirst(route, guard);
    });
  },
  { name: 'guards', dependencies: ['sessions'] },
);
