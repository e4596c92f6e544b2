import { z } from 'zod';
import { listQuerySchema, okResponseSchema, paginated } from './api';
import { requiredText } from './fields';

/** How long after posting a member may still edit or delete their post. */
export const forumEditWindowMinutes = 30;
export const forumPageSize = 20;

export const forumMessages = {
  categoryRequired: 'Please choose a category',
  titleRequired: 'Title is required',
  bodyRequired: 'Please write your message',
  threadStarted: 'Your thread is posted.',
  replied: 'Your reply is posted.',
  edited: 'Your post is updated.',
  deleted: 'Your post is deleted.',
  threadDeleted: 'Your thread is deleted.',
  locked: 'This thread is locked: it takes no new replies or changes.',
  notYours: 'You can only change your own posts.',
  windowClosed: `Posts can be changed only within ${forumEditWindowMinutes} minutes of posting.`,
  threadNotFound: 'This thread does not exist or has been removed.',
  postNotFound: 'This post does not exist or has been removed.',
  categoryNotFound: 'Please choose a category',
  threadHasReplies: 'Others have replied to this thread, so it can no longer be deleted.',
  preferencesSaved: 'Your e-mail settings are saved.',
  /** What a signed-in member not in good standing is told instead of the forum (decision 053). */
  pendingMember:
    'The forum opens to you once your membership has been approved. Your application is under review; we will e-mail you when it is decided.',
  declinedMember:
    'The forum is for approved members only, and your membership application was not approved. Please contact the secretariat if you have questions.',
  lapsedMember: 'Your membership has lapsed. Renew it to use the forum again.',
} as const;

/** The error code of the forum's answer to a member who may not take part. */
export const forumClosedCode = 'forum_members_in_good_standing';

const body = requiredText(forumMessages.bodyRequired, 10_000);
const title = requiredText(forumMessages.titleRequired, 150);

export const newThreadSchema = z.object({
  categoryId: z.uuid({ error: forumMessages.categoryRequired }),
  title,
  body,
});
export type NewThreadInput = z.input<typeof newThreadSchema>;
export type NewThread = z.output<typeof newThreadSchema>;

export const replySchema = z.object({ body });
export type ReplyInput = z.input<typeof replySchema>;
export type Reply = z.output<typeof replySchema>;

/** An edit of one's own post; the opening post may also change its thread's title. */
export const editPostSchema = z.object({ body, title: title.optional() });
export type EditPostInput = z.input<typeof editPostSchema>;
export type EditPost = z.output<typeof editPostSchema>;

export const forumThreadsQuerySchema = listQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(forumPageSize),
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/)
    .optional(),
});
export const forumPageQuerySchema = listQuerySchema.pick({ page: true });
export const forumSlugSchema = z.string().regex(/^[a-z0-9-]{1,120}$/);

export const forumCategorySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  threadCount: z.number().int(),
});
export type ForumCategory = z.infer<typeof forumCategorySchema>;

export const forumAuthorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  profilePictureUrl: z.string().nullable(),
});

export const forumThreadSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  author: forumAuthorSchema,
  replyCount: z.number().int(),
  createdAt: z.iso.datetime(),
  lastPostAt: z.iso.datetime(),
  pinned: z.boolean(),
  locked: z.boolean(),
});
export type ForumThreadSummary = z.infer<typeof forumThreadSummarySchema>;
export const forumThreadPageSchema = paginated(forumThreadSummarySchema);

/** Why a post's text is not shown: its author deleted it, or the moderators hid it. */
export const removedReasons = ['deleted', 'hidden'] as const;

export const forumPostSchema = z.object({
  id: z.uuid(),
  author: forumAuthorSchema,
  isOpening: z.boolean(),
  body: z.string().nullable(),
  removed: z.enum(removedReasons).nullable(),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  /** Set on the reader's own posts while they may still edit or delete them. */
  editableUntil: z.iso.datetime().nullable(),
});
export type ForumPost = z.infer<typeof forumPostSchema>;

export const forumThreadSchema = z.object({
  thread: forumThreadSummarySchema,
  posts: paginated(forumPostSchema),
});
export type ForumThread = z.infer<typeof forumThreadSchema>;

export const forumThreadStartedSchema = okResponseSchema.extend({
  thread: z.object({ slug: z.string() }),
});

export const forumPreferencesSchema = z.object({ replyEmails: z.boolean() });
export type ForumPreferences = z.infer<typeof forumPreferencesSchema>;

/** What the Discuss forum page of the back office can do to a thread or a post. */
export const threadModerationActions = [
  'pin',
  'unpin',
  'lock',
  'unlock',
  'hide',
  'unhide',
] as const;
export const postModerationActions = ['hide', 'unhide'] as const;
export const threadModerationSchema = z.object({ action: z.enum(threadModerationActions) });
export const postModerationSchema = z.object({ action: z.enum(postModerationActions) });
export type ThreadModerationAction = (typeof threadModerationActions)[number];

export const moderationMessages: Record<ThreadModerationAction | 'delete', string> = {
  pin: 'Thread pinned to the top.',
  unpin: 'Thread unpinned.',
  lock: 'Thread locked: no new replies.',
  unlock: 'Thread unlocked.',
  hide: 'Hidden from members.',
  unhide: 'Shown to members again.',
  delete: 'Deleted.',
};

export const adminForumThreadSchema = forumThreadSummarySchema.extend({
  hidden: z.boolean(),
  deleted: z.boolean(),
});
export type AdminForumThread = z.infer<typeof adminForumThreadSchema>;
export const adminForumThreadPageSchema = paginated(adminForumThreadSchema);

/** Administrators read every post, hidden or deleted, with the reason it is not shown. */
export const adminForumPostSchema = forumPostSchema.extend({ body: z.string() });
export const adminForumThreadDetailSchema = z.object({
  thread: adminForumThreadSchema,
  posts: z.array(adminForumPostSchema),
});
export type AdminForumThreadDetail = z.infer<typeof adminForumThreadDetailSchema>;
