import {
  forumEditWindowMinutes,
  formerMemberName,
  type AdminForumThread,
  type ForumPost,
  type ForumThreadSummary,
} from '@osi/shared';
import type { PostRow, PostWithAuthor, ThreadSummaryRow } from './forum.repository';

const editWindowMs = forumEditWindowMinutes * 60 * 1000;

export const authorName = (author: { title: string; firstName: string; lastName: string }) =>
  [author.title, author.firstName, author.lastName].filter(Boolean).join(' ');

/** The author as a post shows them; an erased author is a former member, without a picture. */
const authorView = (author: ThreadSummaryRow['author']) => ({
  id: author.id,
  name: author.erasedAt ? formerMemberName : authorName(author),
  profilePictureUrl: author.erasedAt ? null : author.profilePictureUrl,
});

export const toThreadSummary = ({
  thread,
  categorySlug,
  categoryName,
  author,
  replyCount,
}: ThreadSummaryRow): ForumThreadSummary => ({
  id: thread.id,
  slug: thread.slug,
  title: thread.title,
  category: { slug: categorySlug, name: categoryName },
  author: authorView(author),
  replyCount,
  createdAt: thread.createdAt.toISOString(),
  lastPostAt: thread.lastPostAt.toISOString(),
  pinned: thread.pinnedAt !== null,
  locked: thread.lockedAt !== null,
});

export const toAdminThread = (row: ThreadSummaryRow): AdminForumThread => ({
  ...toThreadSummary(row),
  hidden: row.thread.hiddenAt !== null,
  deleted: row.thread.deletedAt !== null,
});

const removedReason = (post: PostRow) =>
  post.deletedAt ? 'deleted' : post.hiddenAt ? ('hidden' as const) : null;

/** Until when the author may still change the post, or null when they may not (or it is not theirs). */
export const editableUntil = (post: PostRow, viewerId: string, threadLocked: boolean) => {
  const until = new Date(post.createdAt.getTime() + editWindowMs);
  const mayChange = post.authorId === viewerId && removedReason(post) === null && !threadLocked;
  return mayChange && until.getTime() > Date.now() ? until : null;
};

/** A post as a member reads it: a removed post keeps its place but not its text. */
export const toPost = (
  { post, author }: PostWithAuthor,
  viewerId: string,
  threadLocked: boolean,
): ForumPost => {
  const removed = removedReason(post);
  return {
    id: post.id,
    author: authorView(author),
    isOpening: post.isOpening,
    body: removed ? null : post.body,
    removed,
    createdAt: post.createdAt.toISOString(),
    editedAt: post.editedAt?.toISOString() ?? null,
    editableUntil: editableUntil(post, viewerId, threadLocked)?.toISOString() ?? null,
  };
};

/** Administrators read every post, with why members do not see it. */
export const toAdminPost = ({ post, author }: PostWithAuthor) => ({
  ...toPost({ post, author }, '', true),
  body: post.body,
});
