import { moderationMessages, type ThreadModerationAction } from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { auditedChange } from '../audit/audit.service';
import type { Actor } from '../members/members.service';
import {
  findThreadSummaryById,
  listPosts,
  listThreads,
  lockPost,
  lockThread,
  updatePost,
  updateThread,
  type PostRow,
  type ThreadRow,
} from './forum.repository';
import { toAdminPost, toAdminThread } from './forum-views';

/** What each action sets on a thread; every one is a time, so nothing is lost. */
const threadChange = (action: ThreadModerationAction): Partial<ThreadRow> => {
  const now = new Date();
  switch (action) {
    case 'pin':
      return { pinnedAt: now };
    case 'unpin':
      return { pinnedAt: null };
    case 'lock':
      return { lockedAt: now };
    case 'unlock':
      return { lockedAt: null };
    case 'hide':
      return { hiddenAt: now };
    case 'unhide':
      return { hiddenAt: null };
  }
};

export const listModeratedThreads = async (
  db: Executor,
  query: { page: number; pageSize: number; search?: string | undefined },
) => {
  const search = query.search?.trim() || undefined;
  const { items, total } = await listThreads(db, { search, moderated: true }, query);
  return pageOf(items.map(toAdminThread), total, query);
};

export const moderatedThread = async (db: Executor, id: string) => {
  const row = await findThreadSummaryById(db, id);
  if (!row) throw notFound('Thread not found.');
  const posts = await listPosts(db, id);
  return { thread: toAdminThread(row), posts: posts.map(toAdminPost) };
};

const threadToModerate = async (tx: Executor, id: string) => {
  const thread = await lockThread(tx, id);
  if (!thread || thread.deletedAt) throw notFound('Thread not found.');
  return thread;
};

const postToModerate = async (tx: Executor, id: string) => {
  const post = await lockPost(tx, id);
  if (!post || post.deletedAt) throw notFound('Post not found.');
  return post;
};

const snapshot = (row: ThreadRow | PostRow, change: Partial<ThreadRow | PostRow>) =>
  Object.fromEntries(Object.keys(change).map((key) => [key, row[key as keyof typeof row]]));

export const moderateThread = (
  db: Database,
  actor: Actor,
  id: string,
  action: ThreadModerationAction,
) =>
  auditedChange(db, actor, async (tx) => {
    const thread = await threadToModerate(tx, id);
    const change = threadChange(action);
    await updateThread(tx, id, change);
    return {
      action: `forum-thread.${action}`,
      entity: { type: 'forum-thread', id },
      before: snapshot(thread, change),
      after: change,
      result: { message: moderationMessages[action] },
    };
  });

export const deleteThread = (db: Database, actor: Actor, id: string) =>
  auditedChange(db, actor, async (tx) => {
    const thread = await threadToModerate(tx, id);
    const change = { deletedAt: new Date() };
    await updateThread(tx, id, change);
    return {
      action: 'forum-thread.deleted',
      entity: { type: 'forum-thread', id },
      before: { title: thread.title, deletedAt: null },
      after: change,
      result: { message: moderationMessages.delete },
    };
  });

export const moderatePost = (db: Database, actor: Actor, id: string, action: 'hide' | 'unhide') =>
  auditedChange(db, actor, async (tx) => {
    const post = await postToModerate(tx, id);
    const change = { hiddenAt: action === 'hide' ? new Date() : null };
    await updatePost(tx, id, change);
    return {
      action: `forum-post.${action}`,
      entity: { type: 'forum-post', id },
      before: snapshot(post, change),
      after: change,
      result: { message: moderationMessages[action] },
    };
  });

export const deletePost = (db: Database, actor: Actor, id: string) =>
  auditedChange(db, actor, async (tx) => {
    const post = await postToModerate(tx, id);
    const change = { deletedAt: new Date() };
    await updatePost(tx, id, change);
    if (post.isOpening) await updateThread(tx, post.threadId, change);
    return {
      action: 'forum-post.deleted',
      entity: { type: 'forum-post', id },
      before: { body: post.body, deletedAt: null },
      after: change,
      result: { message: moderationMessages.delete },
    };
  });
