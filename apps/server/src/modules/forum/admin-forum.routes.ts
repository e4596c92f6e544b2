import type { FastifyPluginAsync } from 'fastify';
import { adminForumEndpoints as endpoints } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';
import { routeAsAdmin } from '../admin/admin-actor';
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
  routeAsAdmin(app, threadModeration.moderate, async ({ params, body }, actor) =>
    moderateThread(app.db, actor, params.id, body.action),
  );
  routeAsAdmin(app, threadModeration.remove, async ({ params }, actor) =>
    deleteThread(app.db, actor, params.id),
  );
  routeAsAdmin(app, postModeration.moderate, async ({ params, body }, actor) =>
    moderatePost(app.db, actor, params.id, body.action),
  );
  routeAsAdmin(app, postModeration.remove, async ({ params }, actor) =>
    deletePost(app.db, actor, params.id),
  );
};
