import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminForumThreadDetailSchema,
  adminForumThreadPageSchema,
  errorResponseSchema,
  listQuerySchema,
  okResponseSchema,
  postModerationSchema,
  threadModerationSchema,
} from '@osi/shared';
import { adminActor } from '../admin/admin-actor';
import {
  deletePost,
  deleteThread,
  listModeratedThreads,
  moderatePost,
  moderatedThread,
  moderateThread,
} from './forum-moderation.service';

const byId = z.object({ id: z.uuid() });
const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

/** Discuss forum in the back office: pin, lock, hide and delete, each audited. */
export const adminForumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/forum/threads',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every thread, hidden and deleted ones included',
        querystring: listQuerySchema,
        response: { 200: adminForumThreadPageSchema },
      },
    },
    async (request) => listModeratedThreads(app.db, request.query),
  );

  app.get(
    '/api/admin/forum/threads/:id',
    {
      schema: {
        tags: ['admin'],
        params: byId,
        response: { 200: adminForumThreadDetailSchema, ...errors },
      },
    },
    async (request) => moderatedThread(app.db, request.params.id),
  );

  app.post(
    '/api/admin/forum/threads/:id/moderation',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pins, locks or hides a thread, or undoes it',
        params: byId,
        body: threadModerationSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) =>
      moderateThread(app.db, await adminActor(request), request.params.id, request.body.action),
  );

  app.delete(
    '/api/admin/forum/threads/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a thread (kept, no longer shown)',
        params: byId,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => deleteThread(app.db, await adminActor(request), request.params.id),
  );

  app.post(
    '/api/admin/forum/posts/:id/moderation',
    {
      schema: {
        tags: ['admin'],
        summary: 'Hides a post from members, or shows it again',
        params: byId,
        body: postModerationSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) =>
      moderatePost(app.db, await adminActor(request), request.params.id, request.body.action),
  );

  app.delete(
    '/api/admin/forum/posts/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a post (kept, no longer shown)',
        params: byId,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => deletePost(app.db, await adminActor(request), request.params.id),
  );
};
