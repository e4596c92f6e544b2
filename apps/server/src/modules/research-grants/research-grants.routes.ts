import type { FastifyPluginAsync } from 'fastify';
import { researchGrantEndpoints as endpoints } from '@osi/shared';
import { rateLimited } from '../../lib/endpoint-route';
import { routeAsMember } from '../admin/admin-actor';
import { applyForResearchGrant, getOwnResearchGrant } from './research-grant-applications.service';
import { uploadRoadmapPart } from './roadmaps.service';

/** The signed-in member's research grant: the application, its status and its roadmaps. */
export const researchGrantRoutes: FastifyPluginAsync = async (app) => {
  routeAsMember(app, endpoints.own, async (_, actor) => getOwnResearchGrant(app.db, actor.id));
  routeAsMember(
    app,
    endpoints.apply,
    async ({ body }, actor) => applyForResearchGrant(app.db, actor, body),
    rateLimited(20, '10 minutes'),
  );
  routeAsMember(app, endpoints.uploadRoadmaps, async ({ body }, actor) =>
    uploadRoadmapPart(app.db, actor, body),
  );
};
