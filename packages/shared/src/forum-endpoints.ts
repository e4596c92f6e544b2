import { z } from 'zod';
import { idParamsSchema, listQuerySchema, okResponseSchema } from './api';
import { endpointGroup, recordErrors } from './endpoint';
import {
  adminForumThreadDetailSchema,
  adminForumThreadPageSchema,
  editPostSchema,
  forumCategorySchema,
  forumPageQuerySchema,
  forumPreferencesSchema,
  forumSlugSchema,
  forumThreadPageSchema,
  forumThreadSchema,
  forumThreadStartedSchema,
  forumThreadsQuerySchema,
  newThreadSchema,
  postModerationSchema,
  replySchema,
  threadModerationSchema,
} from './forum';

const errors = [400, 403, 404, 409, 429] as const;
const bySlug = z.object({ slug: forumSlugSchema });

/** The members-only discussion forum: every /api/forum route needs a member session. */
export const forumEndpoints = endpointGroup('forum', {
  categories: {
    method: 'GET',
    path: '/api/forum/categories',
    response: z.array(forumCategorySchema),
  },
  threads: {
    method: 'GET',
    path: '/api/forum/threads',
    summary: 'Threads, pinned first, then by latest post; by category or title',
    query: forumThreadsQuerySchema,
    response: forumThreadPageSchema,
    errors,
  },
  startThread: {
    method: 'POST',
    path: '/api/forum/threads',
    summary: 'New Thread',
    body: newThreadSchema,
    status: 201,
    response: forumThreadStartedSchema,
    errors,
  },
  thread: {
    method: 'GET',
    path: '/api/forum/threads/:slug',
    summary: 'A thread with a page of its posts, the opening post first',
    params: bySlug,
    query: forumPageQuerySchema,
    response: forumThreadSchema,
    errors,
  },
  reply: {
    method: 'POST',
    path: '/api/forum/threads/:slug/posts',
    summary: "Replies; the thread's author is e-mailed unless they opted out",
    params: bySlug,
    body: replySchema,
    status: 201,
    response: okResponseSchema,
    errors,
  },
  editPost: {
    method: 'PUT',
    path: '/api/forum/posts/:id',
    summary: 'Edits one of your own posts, within its window',
    params: idParamsSchema,
    body: editPostSchema,
    response: okResponseSchema,
    errors,
  },
  deletePost: {
    method: 'DELETE',
    path: '/api/forum/posts/:id',
    summary: 'Deletes one of your own posts, within its window',
    params: idParamsSchema,
    response: okResponseSchema,
    errors,
  },
  preferences: {
    method: 'GET',
    path: '/api/me/forum-preferences',
    response: forumPreferencesSchema,
  },
  savePreferences: {
    method: 'PUT',
    path: '/api/me/forum-preferences',
    summary: 'Turns e-mails about replies to your threads on or off',
    body: forumPreferencesSchema,
    response: okResponseSchema.extend({ preferences: forumPreferencesSchema }),
    errors,
  },
});

/** A thread's or a post's moderation and its delete. */
const moderationEndpoints = <A extends z.ZodType>(
  path: `/api/admin/forum/${string}`,
  { what, summary, action }: { what: string; summary: string; action: A },
) =>
  endpointGroup(
    'admin',
    {
      moderate: {
        method: 'POST',
        path: `${path}/:id/moderation`,
        summary,
        params: idParamsSchema,
        body: action,
        response: okResponseSchema,
        errors: recordErrors,
      },
      remove: {
        method: 'DELETE',
        path: `${path}/:id`,
        summary: `Deletes a ${what} (kept, no longer shown)`,
        params: idParamsSchema,
        response: okResponseSchema,
        errors: recordErrors,
      },
    },
    'content',
  );

/** Discuss forum in the back office: pin, lock, hide and delete, each audited. */
export const adminForumEndpoints = {
  ...endpointGroup(
    'admin',
    {
      threads: {
        method: 'GET',
        path: '/api/admin/forum/threads',
        summary: 'Every thread, hidden and deleted ones included',
        query: listQuerySchema,
        response: adminForumThreadPageSchema,
      },
      thread: {
        method: 'GET',
        path: '/api/admin/forum/threads/:id',
        params: idParamsSchema,
        response: adminForumThreadDetailSchema,
        errors: recordErrors,
      },
    },
    'content',
  ),
  threadModeration: moderationEndpoints('/api/admin/forum/threads', {
    what: 'thread',
    summary: 'Pins, locks or hides a thread, or undoes it',
    action: threadModerationSchema,
  }),
  postModeration: moderationEndpoints('/api/admin/forum/posts', {
    what: 'post',
    summary: 'Hides a post from members, or shows it again',
    action: postModerationSchema,
  }),
};
