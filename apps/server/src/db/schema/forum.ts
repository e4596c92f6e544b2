import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import {
  blankText,
  createdAt,
  deletedAt,
  id,
  moment,
  reference,
  softDeletedTimestamps,
  updatedAt,
} from './columns';

export const forumCategories = pgTable('forum_categories', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: blankText('description'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

/** Moderation marks each thread by time; nothing is hard-deleted. */
export const forumThreads = pgTable(
  'forum_threads',
  {
    id: id(),
    categoryId: reference('category_id', () => forumCategories.id),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    authorId: reference('author_id', () => members.id),
    lastPostAt: moment('last_post_at').notNull().defaultNow(),
    pinnedAt: moment('pinned_at'),
    lockedAt: moment('locked_at'),
    hiddenAt: moment('hidden_at'),
    ...softDeletedTimestamps(),
  },
  (table) => [index('forum_threads_listing_idx').on(table.categoryId, table.lastPostAt)],
);

/** The opening post of a thread and its replies, plain text only. */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: id(),
    threadId: reference('thread_id', () => forumThreads.id),
    authorId: reference('author_id', () => members.id),
    body: text('body').notNull(),
    isOpening: boolean('is_opening').notNull().default(false),
    editedAt: moment('edited_at'),
    hiddenAt: moment('hidden_at'),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (table) => [index('forum_posts_thread_idx').on(table.threadId, table.createdAt)],
);

/** A member's forum e-mail choice; no row means the defaults (reply e-mails on). */
export const forumPreferences = pgTable('forum_preferences', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id),
  replyEmails: boolean('reply_emails').notNull().default(true),
  updatedAt: updatedAt(),
});
