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
import type { Database } from '../../db/client';
import { adminActor } from '../admin/admin-actor';
import type { Actor } from '../members/members.service';
import {
  deletePost,
  deleteThread,
  listModeratedThreads,
  moderatePost,
  moderatedThread,
  moderateThread,
} from './forum-moderation.service';

const byId = z.object({ id: z.uuid() });
type Outcome = { message: string };
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

  const moderation = <Action extends string>(target: {
    path: 'threads' | 'posts';
    what: string;
    moderationSummary: string;
    action: z.ZodType<{ action: Action }>;
    moderate: (db: Database, actor: Actor, id: string, action: Action) => Promise<Outcome>;
    remove: (db: Database, actor: Actor, id: string) => Promise<Outcome>;
  }) => {
    app.post(
      `/api/admin/forum/${target.path}/:id/moderation`,
      {
        schema: {
          tags: ['admin'],
          summary: target.moderationSummary,
          params: byId,
          body: target.action,
          response: { 200: okResponseSchema, ...errors },
        },
      },
      async (request) =>
        target.moderate(app.db, await adminActor(request), request.params.id, request.body.action),
    );
    app.delete(
      `/api/admin/forum/${target.path}/:id`,
      {
        schema: {
          tags: ['admin'],
          summary: `Deletes a ${target.what} (kept, no longer shown)`,
          params: byId,
          response: { 200: okResponseSchema, ...errors },
        },
      },
      async (request) => target.remove(app.db, await adminActor(request), request.params.id),
    );
  };

  moderation({
    path: 'threads',
    what: 'thread',
    moderationSummary: 'Pins, locks or hides a thread, or undoes it',
    action: threadModerationSchema,
    moderate: moderateThread,
    remove: deleteThread,
  });
  moderation({
    path: 'posts',
    what: 'post',
    moderationSummary: 'Hides a post from members, or shows it again',
    action: postModerationSchema,
    moderate: moderatePost,
    remove: deletePost,
  });
};
