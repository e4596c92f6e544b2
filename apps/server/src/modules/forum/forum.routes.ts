import type { FastifyPluginAsync } from 'fastify';
import { forumEndpoints as endpoints } from '@osi/shared';
import { rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { routeAsMember } from '../admin/admin-actor';
import {
  deleteOwnPost,
  editPost,
  forumCategories,
  listForumThreads,
  ownForumPreferences,
  readThread,
  reply,
  saveOwnForumPreferences,
  startThread,
} from './forum.service';

const postingLimit = rateLimited(20, '10 minutes');

/** The members-only discussion forum: every /api/forum route needs a member session. */
export const forumRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.categories, async () => forumCategories(app.db));
  routeEndpoint(app, endpoints.threads, async ({ query }) => listForumThreads(app.db, query));
  routeAsMember(
    app,
    endpoints.startThread,
    async ({ body }, actor) => startThread(app.db, actor, body),
    postingLimit,
  );
  routeAsMember(app, endpoints.thread, async ({ params, query }, actor) =>
    readThread(app.db, params.slug, actor.id, query.page),
  );
  routeAsMember(
    app,
    endpoints.reply,
    async ({ params, body }, actor) =>
      reply(app.db, actor, params.slug, body, {
        publicUrl: app.config.publicUrl,
      }),
    postingLimit,
  );
  routeAsMember(
    app,
    endpoints.editPost,
    async ({ params, body }, actor) => editPost(app.db, actor, params.id, body),
    postingLimit,
  );
  routeAsMember(app, endpoints.deletePost, async ({ params }, actor) =>
    deleteOwnPost(app.db, actor, params.id),
  );
  routeAsMember(app, endpoints.preferences, async (_, actor) =>
    ownForumPreferences(app.db, actor.id),
  );
  routeAsMember(app, endpoints.savePreferences, async ({ body }, actor) =>
    saveOwnForumPreferences(app.db, actor.id, body),
  );
};
