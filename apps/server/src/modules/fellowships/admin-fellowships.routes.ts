import type { FastifyPluginAsync } from 'fastify';
import { adminFellowshipEndpoints as endpoints } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';
import { applicationDeskRoutes } from '../applications/application-desk.routes';
import { fellowshipDesk, getFellowshipForAdmin } from './fellowship-review.service';

/** The administrators' fellowship desk. */
export const adminFellowshipRoutes: FastifyPluginAsync = async (app) => {
  applicationDeskRoutes(app, endpoints, fellowshipDesk, {
    name: 'fellowships',
    what: 'fellowship application',
    dashboardUrl: `${app.config.publicUrl}/dashboard?tab=fellowship`,
  });
  routeEndpoint(app, endpoints.details, async ({ params }) =>
    getFellowshipForAdmin(app.db, params.id),
  );
};
