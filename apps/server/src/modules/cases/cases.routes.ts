import type { FastifyPluginAsync } from 'fastify';
import { caseEndpoints as endpoints } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';
import { memberActor } from '../admin/admin-actor';
import { addCase, deleteCase, getOwnCases, lockCase, saveCase } from './cases.service';

/** A fellow's clinical cases (shared/case-endpoints.ts). */
export const caseRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.own, async (_, request) =>
    getOwnCases(app.db, (await memberActor(request)).id),
  );
  routeEndpoint(app, endpoints.add, async ({ body }, request) =>
    addCase(app.db, await memberActor(request), body),
  );
  routeEndpoint(app, endpoints.save, async ({ params, body }, request) =>
    saveCase(app.db, await memberActor(request), params.id, body),
  );
  routeEndpoint(app, endpoints.remove, async ({ params }, request) =>
    deleteCase(app.db, await memberActor(request), params.id),
  );
  routeEndpoint(app, endpoints.lock, async ({ params }, request) =>
    lockCase(app.db, await memberActor(request), params.id),
  );
};
