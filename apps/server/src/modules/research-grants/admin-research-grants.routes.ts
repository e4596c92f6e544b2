import type { FastifyPluginAsync } from 'fastify';
import { adminResearchGrantEndpoints as endpoints } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';
import { adminActor } from '../admin/admin-actor';
import { applicationDeskRoutes } from '../applications/application-desk.routes';
import {
  createDepartment,
  deleteDepartment,
  getResearchGrantForAdmin,
  listDepartments,
  researchGrantDesk,
  setGrantAccess,
  updateDepartment,
} from './research-grant-review.service';
import { reviewRoadmapPart, setRoadmapApproval } from './roadmaps.service';

/** The administrators' research grant desk: applications, access, roadmaps and departments. */
export const adminResearchGrantRoutes: FastifyPluginAsync = async (app) => {
  const dashboardUrl = `${app.config.publicUrl}/dashboard?tab=research-grant`;

  applicationDeskRoutes(app, endpoints, researchGrantDesk, {
    name: 'research-grants',
    what: 'research grant application',
    dashboardUrl,
  });
  routeEndpoint(app, endpoints.details, async ({ params }) =>
    getResearchGrantForAdmin(app.db, params.id),
  );
  routeEndpoint(app, endpoints.setAccess, async ({ params, body }, request) =>
    setGrantAccess(app.db, await adminActor(request), params.id, body, dashboardUrl),
  );
  routeEndpoint(app, endpoints.reviewRoadmap, async ({ params, body }, request) =>
    reviewRoadmapPart(app.db, await adminActor(request), params.id, body, dashboardUrl),
  );
  routeEndpoint(app, endpoints.approveRoadmap, async ({ params, body }, request) =>
    setRoadmapApproval(app.db, await adminActor(request), params.id, body),
  );
  routeEndpoint(app, endpoints.departments, async () => listDepartments(app.db));
  routeEndpoint(app, endpoints.createDepartment, async ({ body }, request) =>
    createDepartment(app.db, await adminActor(request), body),
  );
  routeEndpoint(app, endpoints.updateDepartment, async ({ params, body }, request) =>
    updateDepartment(app.db, await adminActor(request), params.id, body),
  );
  routeEndpoint(app, endpoints.deleteDepartment, async ({ params }, request) =>
    deleteDepartment(app.db, await adminActor(request), params.id),
  );
};
