import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { createdAt, deletedAt, id, updatedAt } from './columns';

export const forumCategories = pgTable('forum_categories', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

/** Moderation marks each thread by time; nothing is hard-deleted. */
export const forumThreads = pgTable(
  'forum_threads',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => forumCategories.id),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => members.id),
    lastPostAt: timestamp('last_post_at', { withTimezone: true }).notNull().defaultNow(),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [index('forum_threads_listing_idx').on(table.categoryId, table.lastPostAt)],
);

/** The opening post of a thread and its replies, plain text only. */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: id(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => forumThreads.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => members.id),
    body: text('body').notNull(),
    isOpening: boolean('is_opening').notNull().default(false),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
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
