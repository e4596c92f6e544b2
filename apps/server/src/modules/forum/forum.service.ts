import { randomBytes } from 'node:crypto';
import {
  forumMessages,
  slugify,
  type EditPost,
  type ForumPreferences,
  type NewThread,
  type Reply,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { enqueueMail } from '../../infra/mail';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { forumCategoryDefaults } from '../../db/seed/forum-categories';
import { auditedChange } from '../audit/audit.service';
import { findMember, type Actor } from '../members/members.service';
import { replyNotificationMail } from './forum-mails';
import {
  countOthersReplies,
  countPosts,
  findCategory,
  findPreferences,
  findVisibleThreadBySlug,
  insertCategories,
  insertPost,
  insertThread,
  listCategories,
  listPosts,
  listThreads,
  lockPost,
  lockThread,
  savePreferences,
  updatePost,
  updateThread,
} from './forum.repository';
import { authorName, editableUntil, toPost, toThreadSummary } from './forum-views';

export const postsPageSize = 20;

const threadSlug = (title: string) =>
  `${slugify(title).slice(0, 80).replace(/-+$/, '') || 'thread'}-${randomBytes(4).toString('hex')}`;

export const forumCategories = (db: Executor) => listCategories(db);

/** The starting categories, added once; a category that already exists is left as it is. */
export const seedForumCategories = (db: Executor) => insertCategories(db, forumCategoryDefaults);

/** The demo seed's first conversation: a thread in a seeded category and one reply. */
export const seedThread = async (
  db: Executor,
  demo: {
    categorySlug: string;
    authorId: string;
    title: string;
    body: string;
    reply: { authorId: string; body: string };
  },
) => {
  const category = (await listCategories(db)).find((item) => item.slug === demo.categorySlug);
  if (!category) return;
  const thread = await insertThread(db, {
    categoryId: category.id,
    slug: threadSlug(demo.title),
    title: demo.title,
    authorId: demo.authorId,
  });
  await insertPost(db, {
    threadId: thread.id,
    authorId: demo.authorId,
    body: demo.body,
    isOpening: true,
  });
  await insertPost(db, {
    threadId: thread.id,
    authorId: demo.reply.authorId,
    body: demo.reply.body,
  });
};

export const listForumThreads = async (
  db: Executor,
  query: {
    page: number;
    pageSize: number;
    search?: string | undefined;
    category?: string | undefined;
  },
) => {
  const search = query.search?.trim() || undefined;
  const { items, total } = await listThreads(db, { ...query, search, moderated: false }, query);
  return pageOf(items.map(toThreadSummary), total, query);
};

const visibleThread = async (db: Executor, slug: string) => {
  const row = await findVisibleThreadBySlug(db, slug);
  if (!row) throw notFound(forumMessages.threadNotFound);
  return row;
};

export const readThread = async (db: Executor, slug: string, viewerId: string, page: number) => {
  const row = await visibleThread(db, slug);
  const locked = row.thread.lockedAt !== null;
  const paging = { page, pageSize: postsPageSize };
  const [posts, total] = await Promise.all([
    listPosts(db, row.thread.id, paging),
    countPosts(db, row.thread.id),
  ]);
  return {
    thread: toThreadSummary(row),
    posts: pageOf(
      posts.map((post) => toPost(post, viewerId, locked)),
      total,
      paging,
    ),
  };
};

export const startThread = async (db: Database, actor: Actor, fields: NewThread) => {
  const { title, body } = fields;
  const thread = await db.transaction(async (tx) => {
    if (!(await findCategory(tx, fields.categoryId))) {
      throw badRequest(forumMessages.categoryNotFound, {
        categoryId: forumMessages.categoryNotFound,
      });
    }
    const created = await insertThread(tx, {
      categoryId: fields.categoryId,
      slug: threadSlug(title),
      title,
      authorId: actor.id,
    });
    await insertPost(tx, { threadId: created.id, authorId: actor.id, body, isOpening: true });
    return created;
  });
  return { message: forumMessages.threadStarted, thread: { slug: thread.slug } };
};

const refuseWhenLocked = (thread: { lockedAt: Date | null }) => {
  if (thread.lockedAt) throw new AppError(409, 'thread_locked', forumMessages.locked);
};

/** A reply; the thread's author hears of it by e-mail unless they replied themselves or opted out. */
export const reply = async (
  db: Database,
  actor: Actor,
  slug: string,
  { body }: Reply,
  links: { publicUrl: string },
) => {
  await db.transaction(async (tx) => {
    const { thread } = await visibleThread(tx, slug);
    const locked = await lockThread(tx, thread.id);
    refuseWhenLocked(locked!);
    const post = await insertPost(tx, { threadId: thread.id, authorId: actor.id, body });
    await updateThread(tx, thread.id, { lastPostAt: post.createdAt });
    if (thread.authorId === actor.id) return;
    // One after another: a transaction is one connection, which runs one query at a time.
    const author = await findMember.byId(tx, thread.authorId);
    const replier = await findMember.byId(tx, actor.id);
    const preferences = await findPreferences(tx, thread.authorId);
    if (!author || author.erasedAt || !replier || preferences?.replyEmails === false) return;
    await enqueueMail(
      tx,
      replyNotificationMail({
        to: author.email,
        authorName: authorName(author),
        replierName: authorName(replier),
        threadTitle: thread.title,
        body,
        threadUrl: `${links.publicUrl}/discussion-forums/${thread.slug}`,
        settingsUrl: `${links.publicUrl}/dashboard?tab=settings`,
      }),
    );
  });
  return { message: forumMessages.replied };
};

/** The author's own post, still within its window, in a thread still open. */
const ownChangeablePost = async (tx: Executor, actor: Actor, postId: string) => {
  const post = await lockPost(tx, postId);
  if (!post || post.deletedAt || post.hiddenAt) throw notFound(forumMessages.postNotFound);
  const thread = (await lockThread(tx, post.threadId))!;
  if (thread.deletedAt || thread.hiddenAt) throw notFound(forumMessages.postNotFound);
  if (post.authorId !== actor.id) throw forbidden(forumMessages.notYours);
  refuseWhenLocked(thread);
  if (!editableUntil(post, actor.id, false)) throw forbidden(forumMessages.windowClosed);
  return { post, thread };
};

export const editPost = async (
  db: Database,
  actor: Actor,
  postId: string,
  { body, title }: EditPost,
) => {
  await db.transaction(async (tx) => {
    const { post, thread } = await ownChangeablePost(tx, actor, postId);
    await updatePost(tx, post.id, { body, editedAt: new Date() });
    if (post.isOpening && title !== undefined) await updateThread(tx, thread.id, { title });
  });
  return { message: forumMessages.edited };
};

/** Deleting the opening post deletes the thread, unless others have replied to it. */
export const deleteOwnPost = async (db: Database, actor: Actor, postId: string) =>
  auditedChange(db, actor, async (tx) => {
    const { post, thread } = await ownChangeablePost(tx, actor, postId);
    if (post.isOpening && (await countOthersReplies(tx, thread)) > 0) {
      throw conflict(forumMessages.threadHasReplies);
    }
    const now = new Date();
    await updatePost(tx, post.id, { deletedAt: now });
    if (post.isOpening) await updateThread(tx, thread.id, { deletedAt: now });
    return {
      action: post.isOpening ? 'forum-thread.deleted-by-author' : 'forum-post.deleted-by-author',
      entity: post.isOpening
        ? { type: 'forum-thread', id: thread.id }
        : { type: 'forum-post', id: post.id },
      result: { message: post.isOpening ? forumMessages.threadDeleted : forumMessages.deleted },
    };
  });

export const ownForumPreferences = async (
  db: Executor,
  memberId: string,
): Promise<ForumPreferences> => ({
  replyEmails: (await findPreferences(db, memberId))?.replyEmails ?? true,
});

export const saveOwnForumPreferences = async (
  db: Executor,
  memberId: string,
  preferences: ForumPreferences,
) => {
  await savePreferences(db, memberId, preferences.replyEmails);
  return { message: forumMessages.preferencesSaved, preferences };
};
