import { and, asc, count, desc, eq, ilike, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pageOfSelect } from '../../db/page-of-rows';
import { rowWrites } from '../../db/row-writes';
import { countWhere, rowWhere } from '../../db/rows-where';
import {
  forumCategories,
  forumPosts,
  forumPreferences,
  forumThreads,
  members,
} from '../../db/schema';
import { containing } from '../../lib/like-pattern';

export type ThreadRow = typeof forumThreads.$inferSelect;
export type PostRow = typeof forumPosts.$inferSelect;

const visibleThread = and(isNull(forumThreads.hiddenAt), isNull(forumThreads.deletedAt));
const countedReply = and(
  eq(forumPosts.isOpening, false),
  isNull(forumPosts.deletedAt),
  isNull(forumPosts.hiddenAt),
);

export const listCategories = (db: Executor) =>
  db
    .select({
      id: forumCategories.id,
      slug: forumCategories.slug,
      name: forumCategories.name,
      description: forumCategories.description,
      // Written out: drizzle leaves columns unqualified in a one-table select, and the
      // subquery would read its own "id".
      threadCount: sql<number>`(select count(*) from forum_threads t where t.category_id = forum_categories.id and t.hidden_at is null and t.deleted_at is null)::int`,
    })
    .from(forumCategories)
    .orderBy(asc(forumCategories.position), asc(forumCategories.name));

export const findCategory = async (db: Executor, id: string) => {
  const [row] = await db.select().from(forumCategories).where(eq(forumCategories.id, id));
  return row;
};

export const insertCategories = (db: Executor, rows: (typeof forumCategories.$inferInsert)[]) =>
  db.insert(forumCategories).values(rows).onConflictDoNothing();

/** A thread as lists show it: its category, its author and how many replies it has. */
const summaryColumns = {
  thread: forumThreads,
  categorySlug: forumCategories.slug,
  categoryName: forumCategories.name,
  author: {
    id: members.id,
    title: members.title,
    firstName: members.firstName,
    lastName: members.lastName,
    profilePictureUrl: members.profilePictureUrl,
    erasedAt: members.erasedAt,
  },
  replyCount: sql<number>`(select count(*) from ${forumPosts} where ${forumPosts.threadId} = ${forumThreads.id} and ${countedReply})::int`,
};

const summaries = (db: Executor) =>
  db
    .select(summaryColumns)
    .from(forumThreads)
    .innerJoin(forumCategories, eq(forumCategories.id, forumThreads.categoryId))
    .innerJoin(members, eq(members.id, forumThreads.authorId));
export type ThreadSummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];

export const listThreads = async (
  db: Executor,
  filter: { search?: string | undefined; category?: string | undefined; moderated: boolean },
  paging: { page: number; pageSize: number },
) => {
  const where = and(
    filter.moderated ? undefined : visibleThread,
    filter.category ? eq(forumCategories.slug, filter.category) : undefined,
    filter.search ? ilike(forumThreads.title, containing(filter.search)) : undefined,
  );
  return pageOfSelect(
    summaries(db)
      .where(where)
      .orderBy(
        sql`${forumThreads.pinnedAt} desc nulls last`,
        desc(forumThreads.lastPostAt),
        desc(forumThreads.id),
      ),
    db
      .select({ total: count() })
      .from(forumThreads)
      .innerJoin(forumCategories, eq(forumCategories.id, forumThreads.categoryId))
      .where(where),
    paging,
  );
};

const oneSummary = async (db: Executor, condition: SQL | undefined) => {
  const [row] = await summaries(db).where(condition).limit(1);
  return row;
};
export const findVisibleThreadBySlug = (db: Executor, slug: string) =>
  oneSummary(db, and(eq(forumThreads.slug, slug), visibleThread));
export const findThreadSummaryById = (db: Executor, id: string) =>
  oneSummary(db, eq(forumThreads.id, id));

export const lockThread = async (db: Executor, id: string) => {
  const [row] = await db.select().from(forumThreads).where(eq(forumThreads.id, id)).for('update');
  return row;
};

export const { insert: insertThread, update: updateThread } = rowWrites(forumThreads);

export const { insert: insertPost, update: updatePost } = rowWrites(forumPosts);

export const lockPost = async (db: Executor, id: string) => {
  const [row] = await db.select().from(forumPosts).where(eq(forumPosts.id, id)).for('update');
  return row;
};

const postColumns = {
  post: forumPosts,
  author: summaryColumns.author,
};
export type PostWithAuthor = { post: PostRow; author: ThreadSummaryRow['author'] };

/** A thread's posts in order, the opening post first; `limit` and `offset` page them. */
export const listPosts = (
  db: Executor,
  threadId: string,
  paging?: { page: number; pageSize: number },
) => {
  const query = db
    .select(postColumns)
    .from(forumPosts)
    .innerJoin(members, eq(members.id, forumPosts.authorId))
    .where(eq(forumPosts.threadId, threadId))
    .orderBy(desc(forumPosts.isOpening), asc(forumPosts.createdAt), asc(forumPosts.id));
  return paging ? query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize) : query;
};

export const countPosts = (db: Executor, threadId: string) =>
  countWhere(db, forumPosts, eq(forumPosts.threadId, threadId));

/** Replies by anyone but the thread's author that members can still read. */
export const countOthersReplies = (db: Executor, thread: ThreadRow) =>
  countWhere(
    db,
    forumPosts,
    and(eq(forumPosts.threadId, thread.id), countedReply, ne(forumPosts.authorId, thread.authorId)),
  );

export const findPreferences = (db: Executor, memberId: string) =>
  rowWhere(db, forumPreferences, eq(forumPreferences.memberId, memberId));

export const savePreferences = (db: Executor, memberId: string, replyEmails: boolean) =>
  db
    .insert(forumPreferences)
    .values({ memberId, replyEmails })
    .onConflictDoUpdate({ target: forumPreferences.memberId, set: { replyEmails } });
