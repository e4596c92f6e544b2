import type { FastifyPluginAsync } from 'fastify';
import { directoryEndpoints as endpoints } from '@osi/shared';
import { rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { routePublicRead } from '../../lib/public-reads';
import { routeAsMember } from '../admin/admin-actor';
import {
  ownListing,
  publicFellows,
  publicMember,
  searchDirectory,
  updateOwnListing,
} from './directory.service';

const perMinute = (max: number) => rateLimited(max, '1 minute');

/** The members' directory: public reads of consenting members, and each member's own consent. */
export const directoryRoutes: FastifyPluginAsync = async (app) => {
  routePublicRead(app, endpoints.search, async ({ query }) => searchDirectory(app.db, query), {
    max: 30,
    timeWindow: '1 minute',
  });
  routeEndpoint(
    app,
    endpoints.member,
    async ({ params }) => publicMember(app.db, params.id),
    perMinute(60),
  );
  routePublicRead(app, endpoints.fellows, async () => publicFellows(app.db), {
    max: 30,
    timeWindow: '1 minute',
  });
  routeAsMember(app, endpoints.ownListing, async (_, actor) => ownListing(app.db, actor.id));
  routeAsMember(app, endpoints.saveOwnListing, async ({ body }, actor) =>
    updateOwnListing(app.db, actor, body),
  );
};
