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

/** The mark each action sets (to now) or clears on a thread; every one is a time, so nothing is lost. */
const threadMarks = {
  pin: ['pinnedAt', true],
  unpin: ['pinnedAt', false],
  lock: ['lockedAt', true],
  unlock: ['lockedAt', false],
  hide: ['hiddenAt', true],
  unhide: ['hiddenAt', false],
} as const satisfies Record<ThreadModerationAction, readonly [keyof ThreadRow, boolean]>;

const threadChange = (action: ThreadModerationAction): Partial<ThreadRow> => {
  const [mark, set] = threadMarks[action];
  return { [mark]: set ? new Date() : null };
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

type ModerationMessage = keyof typeof moderationMessages;
/** A moderator's change: what it sets, the row's values before, and what else it changes. */
type Moderation<Row> = {
  change: Partial<Row>;
  before: unknown;
  also?: (tx: Executor) => Promise<unknown>;
};

/**
 * Moderation of one kind of row: finds it locked, applies the change, and records it in the
 * audit log as `${entity}.${action}`; answers the moderation's message.
 */
const moderation =
  <Row>(
    entity: 'forum-thread' | 'forum-post',
    find: (tx: Executor, id: string) => Promise<Row>,
    update: (tx: Executor, id: string, change: Partial<Row>) => Promise<unknown>,
  ) =>
  (
    db: Database,
    actor: Actor,
    id: string,
    { action, message }: { action: string; message: ModerationMessage },
    moderate: (row: Row) => Moderation<Row>,
  ) =>
    auditedChange(db, actor, async (tx) => {
      const { change, before, also } = moderate(await find(tx, id));
      await update(tx, id, change);
      await also?.(tx);
      return {
        action: `${entity}.${action}`,
        entity: { type: entity, id },
        before,
        after: change,
        result: { message: moderationMessages[message] },
      };
    });

const threadModeration = moderation<ThreadRow>('forum-thread', threadToModerate, updateThread);
const postModeration = moderation<PostRow>('forum-post', postToModerate, updatePost);
const deleted = { action: 'deleted', message: 'delete' } as const;

export const moderateThread = (
  db: Database,
  actor: Actor,
  id: string,
  action: ThreadModerationAction,
) =>
  threadModeration(db, actor, id, { action, message: action }, (thread) => {
    const change = threadChange(action);
    return { change, before: snapshot(thread, change) };
  });

export const deleteThread = (db: Database, actor: Actor, id: string) =>
  threadModeration(db, actor, id, deleted, (thread) => ({
    change: { deletedAt: new Date() },
    before: { title: thread.title, deletedAt: null },
  }));

export const moderatePost = (db: Database, actor: Actor, id: string, action: 'hide' | 'unhide') =>
  postModeration(db, actor, id, { action, message: action }, (post) => {
    const change = { hiddenAt: action === 'hide' ? new Date() : null };
    return { change, before: snapshot(post, change) };
  });

export const deletePost = (db: Database, actor: Actor, id: string) =>
  postModeration(db, actor, id, deleted, (post) => {
    const change = { deletedAt: new Date() };
    return {
      change,
      before: { body: post.body, deletedAt: null },
      also: post.isOpening ? (tx) => updateThread(tx, post.threadId, change) : undefined,
    };
  });
