import type { FastifyPluginAsync } from 'fastify';
import { forumEndpoints as endpoints } from '@osi/shared';
import { rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { memberActor } from '../admin/admin-actor';
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
  routeEndpoint(
    app,
    endpoints.startThread,
    async ({ body }, request) => startThread(app.db, await memberActor(request), body),
    postingLimit,
  );
  routeEndpoint(app, endpoints.thread, async ({ params, query }, request) =>
    readThread(app.db, params.slug, (await memberActor(request)).id, query.page),
  );
  routeEndpoint(
    app,
    endpoints.reply,
    async ({ params, body }, request) =>
      reply(app.db, await memberActor(request), params.slug, body, {
        publicUrl: app.config.publicUrl,
      }),
    postingLimit,
  );
  routeEndpoint(
    app,
    endpoints.editPost,
    async ({ params, body }, request) =>
      editPost(app.db, await memberActor(request), params.id, body),
    postingLimit,
  );
  routeEndpoint(app, endpoints.deletePost, async ({ params }, request) =>
    deleteOwnPost(app.db, await memberActor(request), params.id),
  );
  routeEndpoint(app, endpoints.preferences, async (_, request) =>
    ownForumPreferences(app.db, (await memberActor(request)).id),
  );
  routeEndpoint(app, endpoints.savePreferences, async ({ body }, request) =>
    saveOwnForumPreferences(app.db, (await memberActor(request)).id, body),
  );
};
