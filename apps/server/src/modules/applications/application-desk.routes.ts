import type { FastifyInstance } from 'fastify';
import type {
  ApplicationReviewEndpoints,
  Endpoint,
  EndpointAnswer,
  EndpointInput,
} from '@osi/shared';
import type { Executor } from '../../db/client';
import { routeEndpoint } from '../../lib/endpoint-route';
import { adminActor } from '../admin/admin-actor';
import type { ApplicationDesk } from './application-desk';
import { exportRoutes } from './exports';

type DeskRoutes<List extends Endpoint> = Omit<ApplicationDesk, 'listPage'> & {
  listPage: (db: Executor, query: EndpointInput<List>['query']) => Promise<EndpointAnswer<List>>;
};

/**
 * The routes every application desk has: its list and exports, and the Actions section's status,
 * delete and restore. `dashboardUrl` is where the applicant's status e-mail sends them.
 */
export const applicationDeskRoutes = <List extends Endpoint>(
  app: FastifyInstance,
  endpoints: ApplicationReviewEndpoints & { list: List },
  desk: DeskRoutes<List>,
  exported: { name: string; what: string; dashboardUrl: string },
) => {
  routeEndpoint(app, endpoints.list, async ({ query }) => desk.listPage(app.db, query));
  exportRoutes(app, endpoints.list.path, exported.name, exported.what, desk.exports);
  routeEndpoint(app, endpoints.setStatus, async ({ params, body }, request) =>
    desk.setStatus(app.db, await adminActor(request), params.id, body, exported.dashboardUrl),
  );
  routeEndpoint(app, endpoints.remove, async ({ params }, request) => {
    await desk.remove(app.db, await adminActor(request), params.id);
    return { message: 'Application deleted.' };
  });
  routeEndpoint(app, endpoints.restore, async ({ params }, request) => {
    await desk.restore(app.db, await adminActor(request), params.id);
    return { message: 'Application restored.' };
  });
};
