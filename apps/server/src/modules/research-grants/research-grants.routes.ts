import type { FastifyPluginAsync } from 'fastify';
import { researchGrantEndpoints as endpoints } from '@osi/shared';
import { rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { memberActor } from '../admin/admin-actor';
import { applyForResearchGrant, getOwnResearchGrant } from './research-grant-applications.service';
import { uploadRoadmapPart } from './roadmaps.service';

/** The signed-in member's research grant: the application, its status and its roadmaps. */
export const researchGrantRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.own, async (_, request) =>
    getOwnResearchGrant(app.db, (await memberActor(request)).id),
  );
  routeEndpoint(
    app,
    endpoints.apply,
    async ({ body }, request) => applyForResearchGrant(app.db, await memberActor(request), body),
    rateLimited(20, '10 minutes'),
  );
  routeEndpoint(app, endpoints.uploadRoadmaps, async ({ body }, request) =>
    uploadRoadmapPart(app.db, await memberActor(request), body),
  );
};
