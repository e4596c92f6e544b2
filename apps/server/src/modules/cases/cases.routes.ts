import type { FastifyPluginAsync } from 'fastify';
import { caseEndpoints as endpoints } from '@osi/shared';
import { routeAsMember } from '../admin/admin-actor';
import { addCase, deleteCase, getOwnCases, lockCase, saveCase } from './cases.service';

/** A fellow's clinical cases (shared/case-endpoints.ts). */
export const caseRoutes: FastifyPluginAsync = async (app) => {
  routeAsMember(app, endpoints.own, async (_, actor) => getOwnCases(app.db, actor.id));
  routeAsMember(app, endpoints.add, async ({ body }, actor) => addCase(app.db, actor, body));
  routeAsMember(app, endpoints.save, async ({ params, body }, actor) =>
    saveCase(app.db, actor, params.id, body),
  );
  routeAsMember(app, endpoints.remove, async ({ params }, actor) =>
    deleteCase(app.db, actor, params.id),
  );
  routeAsMember(app, endpoints.lock, async ({ params }, actor) =>
    lockCase(app.db, actor, params.id),
  );
};
