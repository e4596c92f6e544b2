import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  editPostSchema,
  errorResponseSchema,
  forumCategorySchema,
  forumPageQuerySchema,
  forumPreferencesSchema,
  forumSlugSchema,
  forumThreadPageSchema,
  forumThreadSchema,
  forumThreadStartedSchema,
  forumThreadsQuerySchema,
  newThreadSchema,
  okResponseSchema,
  replySchema,
} from '@osi/shared';
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

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const postingLimit = { rateLimit: { max: 20, timeWindow: '10 minutes' } };
const byId = z.object({ id: z.uuid() });

/** The members-only discussion forum: every /api/forum route needs a member session. */
export const forumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/forum/categories',
    {
      schema: {
        tags: ['forum'],
        response: { 200: z.array(forumCategorySchema) },
      },
    },
    async () => forumCategories(app.db),
  );

  app.get(
    '/api/forum/threads',
    {
      schema: {
        tags: ['forum'],
        summary: 'Threads, pinned first, then by latest post; by category or title',
        querystring: forumThreadsQuerySchema,
        response: { 200: forumThreadPageSchema, ...errors },
      },
    },
    async (request) => listForumThreads(app.db, request.query),
  );

  app.post(
    '/api/forum/threads',
    {
      config: postingLimit,
      schema: {
        tags: ['forum'],
        summary: 'New Thread',
        body: newThreadSchema,
        response: { 201: forumThreadStartedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startThread(app.db, await memberActor(request), request.body)),
  );

  app.get(
    '/api/forum/threads/:slug',
    {
      schema: {
        tags: ['forum'],
        summary: 'A thread with a page of its posts, the opening post first',
        params: z.object({ slug: forumSlugSchema }),
        querystring: forumPageQuerySchema,
        response: { 200: forumThreadSchema, ...errors },
      },
    },
    async (request) =>
      readThread(app.db, request.params.slug, (await memberActor(request)).id, request.query.page),
  );

  app.post(
    '/api/forum/threads/:slug/posts',
    {
      config: postingLimit,
      schema: {
        tags: ['forum'],
        summary: "Replies; the thread's author is e-mailed unless they opted out",
        params: z.object({ slug: forumSlugSchema }),
        body: replySchema,
        response: { 201: okResponseSchema, ...errors },
      },
    },
    async (request, response) =>
      response.status(201).send(
        await reply(app.db, await memberActor(request), request.params.slug, request.body, {
          publicUrl: app.config.publicUrl,
        }),
      ),
  );

  app.put(
    '/api/forum/posts/:id',
    {
      config: postingLimit,
      schema: {
        tags: ['forum'],
        summary: 'Edits one of your own posts, within its window',
        params: byId,
        body: editPostSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) =>
      editPost(app.db, await memberActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/forum/posts/:id',
    {
      schema: {
        tags: ['forum'],
        summary: 'Deletes one of your own posts, within its window',
        params: byId,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => deleteOwnPost(app.db, await memberActor(request), request.params.id),
  );

  app.get(
    '/api/me/forum-preferences',
    { schema: { tags: ['forum'], response: { 200: forumPreferencesSchema } } },
    async (request) => ownForumPreferences(app.db, (await memberActor(request)).id),
  );

  app.put(
    '/api/me/forum-preferences',
    {
      schema: {
        tags: ['forum'],
        summary: 'Turns e-mails about replies to your threads on or off',
        body: forumPreferencesSchema,
        response: {
          200: z.object({ message: z.string(), preferences: forumPreferencesSchema }),
          ...errors,
        },
      },
    },
    async (request) =>
      saveOwnForumPreferences(app.db, (await memberActor(request)).id, request.body),
  );
};
