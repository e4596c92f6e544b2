import type { FastifyInstance } from 'fastify';
import type {
  ApplicationReviewEndpoints,
  Endpoint,
  EndpointAnswer,
  EndpointInput,
} from '@osi/shared';
import type { Executor } from '../../db/client';
import { routeEndpoint } from '../../lib/endpoint-route';
import { routeAsAdmin } from '../admin/admin-actor';
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
  routeAsAdmin(app, endpoints.setStatus, async ({ params, body }, actor) =>
    desk.setStatus(app.db, actor, params.id, body, exported.dashboardUrl),
  );
  routeAsAdmin(app, endpoints.remove, async ({ params }, actor) => {
    await desk.remove(app.db, actor, params.id);
    return { message: 'Application deleted.' };
  });
  routeAsAdmin(app, endpoints.restore, async ({ params }, actor) => {
    await desk.restore(app.db, actor, params.id);
    return { message: 'Application restored.' };
  });
};
