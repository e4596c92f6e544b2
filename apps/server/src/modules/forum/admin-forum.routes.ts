import type { FastifyPluginAsync } from 'fastify';
import { adminForumEndpoints as endpoints } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';
import { adminActor } from '../admin/admin-actor';
import {
  deletePost,
  deleteThread,
  listModeratedThreads,
  moderatePost,
  moderatedThread,
  moderateThread,
} from './forum-moderation.service';

/** Discuss forum in the back office: pin, lock, hide and delete, each audited. */
export const adminForumRoutes: FastifyPluginAsync = async (app) => {
  const { threadModeration, postModeration } = endpoints;

  routeEndpoint(app, endpoints.threads, async ({ query }) => listModeratedThreads(app.db, query));
  routeEndpoint(app, endpoints.thread, async ({ params }) => moderatedThread(app.db, params.id));
  routeEndpoint(app, threadModeration.moderate, async ({ params, body }, request) =>
    moderateThread(app.db, await adminActor(request), params.id, body.action),
  );
  routeEndpoint(app, threadModeration.remove, async ({ params }, request) =>
    deleteThread(app.db, await adminActor(request), params.id),
  );
  routeEndpoint(app, postModeration.moderate, async ({ params, body }, request) =>
    moderatePost(app.db, await adminActor(request), params.id, body.action),
  );
  routeEndpoint(app, postModeration.remove, async ({ params }, request) =>
    deletePost(app.db, await adminActor(request), params.id),
  );
};
