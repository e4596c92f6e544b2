import { z } from 'zod';
import { idParamsSchema, listQuerySchema, okResponseSchema } from './api';
import { defineEndpoint } from './endpoint';
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

const tags = ['forum'];
const errors = [400, 403, 404, 409, 429] as const;
const bySlug = z.object({ slug: forumSlugSchema });

/** The members-only discussion forum: every /api/forum route needs a member session. */
export const forumEndpoints = {
  categories: defineEndpoint({
    method: 'GET',
    path: '/api/forum/categories',
    tags,
    response: z.array(forumCategorySchema),
  }),
  threads: defineEndpoint({
    method: 'GET',
    path: '/api/forum/threads',
    tags,
    summary: 'Threads, pinned first, then by latest post; by category or title',
    query: forumThreadsQuerySchema,
    response: forumThreadPageSchema,
    errors,
  }),
  startThread: defineEndpoint({
    method: 'POST',
    path: '/api/forum/threads',
    tags,
    summary: 'New Thread',
    body: newThreadSchema,
    status: 201,
    response: forumThreadStartedSchema,
    errors,
  }),
  thread: defineEndpoint({
    method: 'GET',
    path: '/api/forum/threads/:slug',
    tags,
    summary: 'A thread with a page of its posts, the opening post first',
    params: bySlug,
    query: forumPageQuerySchema,
    response: forumThreadSchema,
    errors,
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/api/forum/threads/:slug/posts',
    tags,
    summary: "Replies; the thread's author is e-mailed unless they opted out",
    params: bySlug,
    body: replySchema,
    status: 201,
    response: okResponseSchema,
    errors,
  }),
  editPost: defineEndpoint({
    method: 'PUT',
    path: '/api/forum/posts/:id',
    tags,
    summary: 'Edits one of your own posts, within its window',
    params: idParamsSchema,
    body: editPostSchema,
    response: okResponseSchema,
    errors,
  }),
  deletePost: defineEndpoint({
    method: 'DELETE',
    path: '/api/forum/posts/:id',
    tags,
    summary: 'Deletes one of your own posts, within its window',
    params: idParamsSchema,
    response: okResponseSchema,
    errors,
  }),
  preferences: defineEndpoint({
    method: 'GET',
    path: '/api/me/forum-preferences',
    tags,
    response: forumPreferencesSchema,
  }),
  savePreferences: defineEndpoint({
    method: 'PUT',
    path: '/api/me/forum-preferences',
    tags,
    summary: 'Turns e-mails about replies to your threads on or off',
    body: forumPreferencesSchema,
    response: z.object({ message: z.string(), preferences: forumPreferencesSchema }),
    errors,
  }),
};

const adminTags = ['admin'];
const adminErrors = [400, 404] as const;

/** A thread's or a post's moderation and its delete. */
const moderationEndpoints = <A extends z.ZodType>(
  path: `/api/admin/forum/${string}`,
  { what, summary, action }: { what: string; summary: string; action: A },
) => ({
  moderate: defineEndpoint({
    method: 'POST',
    path: `${path}/:id/moderation`,
    tags: adminTags,
    summary,
    params: idParamsSchema,
    body: action,
    response: okResponseSchema,
    errors: adminErrors,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    tags: adminTags,
    summary: `Deletes a ${what} (kept, no longer shown)`,
    params: idParamsSchema,
    response: okResponseSchema,
    errors: adminErrors,
  }),
});

/** Discuss forum in the back office: pin, lock, hide and delete, each audited. */
export const adminForumEndpoints = {
  threads: defineEndpoint({
    method: 'GET',
    path: '/api/admin/forum/threads',
    tags: adminTags,
    summary: 'Every thread, hidden and deleted ones included',
    query: listQuerySchema,
    response: adminForumThreadPageSchema,
  }),
  thread: defineEndpoint({
    method: 'GET',
    path: '/api/admin/forum/threads/:id',
    tags: adminTags,
    params: idParamsSchema,
    response: adminForumThreadDetailSchema,
    errors: adminErrors,
  }),
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
