import type { FastifyPluginAsync } from 'fastify';
import { adminResearchGrantEndpoints as endpoints } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';
import { routeAsAdmin } from '../admin/admin-actor';
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
  routeAsAdmin(app, endpoints.setAccess, async ({ params, body }, actor) =>
    setGrantAccess(app.db, actor, params.id, body, dashboardUrl),
  );
  routeAsAdmin(app, endpoints.reviewRoadmap, async ({ params, body }, actor) =>
    reviewRoadmapPart(app.db, actor, params.id, body, dashboardUrl),
  );
  routeAsAdmin(app, endpoints.approveRoadmap, async ({ params, body }, actor) =>
    setRoadmapApproval(app.db, actor, params.id, body),
  );
  routeEndpoint(app, endpoints.departments, async () => listDepartments(app.db));
  routeAsAdmin(app, endpoints.createDepartment, async ({ body }, actor) =>
    createDepartment(app.db, actor, body),
  );
  routeAsAdmin(app, endpoints.updateDepartment, async ({ params, body }, actor) =>
    updateDepartment(app.db, actor, params.id, body),
  );
  routeAsAdmin(app, endpoints.deleteDepartment, async ({ params }, actor) =>
    deleteDepartment(app.db, actor, params.id),
  );
};
