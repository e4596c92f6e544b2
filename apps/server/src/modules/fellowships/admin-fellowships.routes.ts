import type { FastifyPluginAsync } from 'fastify';
import { adminFellowshipEndpoints as endpoints } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';
import { adminActor } from '../admin/admin-actor';
import { exportRoutes } from '../applications/exports';
import {
  deleteFellowship,
  fellowshipCsvStream,
  fellowshipJsonStream,
  getFellowshipForAdmin,
  listFellowshipsPage,
  restoreFellowship,
  setFellowshipStatus,
} from './fellowship-review.service';

/** The administrators' fellowship desk. */
export const adminFellowshipRoutes: FastifyPluginAsync = async (app) => {
  const dashboardUrl = `${app.config.publicUrl}/dashboard?tab=fellowship`;

  routeEndpoint(app, endpoints.list, async ({ query }) => listFellowshipsPage(app.db, query));
  exportRoutes(app, endpoints.list.path, 'fellowships', 'fellowship application', {
    csv: fellowshipCsvStream,
    json: fellowshipJsonStream,
  });
  routeEndpoint(app, endpoints.details, async ({ params }) =>
    getFellowshipForAdmin(app.db, params.id),
  );
  routeEndpoint(app, endpoints.setStatus, async ({ params, body }, request) =>
    setFellowshipStatus(app.db, await adminActor(request), params.id, body, dashboardUrl),
  );
  routeEndpoint(app, endpoints.remove, async ({ params }, request) => {
    await deleteFellowship(app.db, await adminActor(request), params.id);
    return { message: 'Application deleted.' };
  });
  routeEndpoint(app, endpoints.restore, async ({ params }, request) => {
    await restoreFellowship(app.db, await adminActor(request), params.id);
    return { message: 'Application restored.' };
  });
};
