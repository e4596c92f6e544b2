import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowWrites } from '../../db/row-writes';
import { rowWhere } from '../../db/rows-where';
import { pageOfRows } from '../../db/page-of-rows';
import { containing } from '../../lib/like-pattern';
import {
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  outboxMessages,
} from '../../db/schema';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type IssueRow = typeof newsletterIssues.$inferSelect;
type SubscriberStatus = SubscriberRow['status'];

const live = isNull(newsletterSubscribers.deletedAt);

/**
 * A new address, or one starting over (unsubscribed, removed, or pending with its last
 * confirmation e-mail older than `resendMinutes`): pending with a fresh confirmation link; its
 * unsubscribe token is made once and kept. One statement decides and writes, so of parallel
 * calls for one address one at most gets the row back, and with it the e-mail to send.
 */
export const upsertPendingSubscriber = async (
  db: Executor,
  values: { email: string; confirmTokenHash: string; unsubscribeToken: string },
  resendMinutes: number,
) => {
  const restart = {
    status: 'pending' as const,
    confirmTokenHash: values.confirmTokenHash,
    confirmSentAt: sql`now()`,
    deletedAt: null,
  };
  const { status, deletedAt, confirmSentAt } = newsletterSubscribers;
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ ...values, ...restart })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: restart,
      setWhere: sql`not (${deletedAt} is null and (${status} = 'confirmed' or (${status} = 'pending' and ${confirmSentAt} > now() - make_interval(mins => ${resendMinutes}))))`,
    })
    .returning();
  return row;
};

/** The live subscriber whose `column` holds `value`. */
const liveSubscriberBy =
  (column: 'confirmTokenHash' | 'unsubscribeToken' | 'id') => (db: Executor, value: string) =>
    rowWhere(db, newsletterSubscribers, and(eq(newsletterSubscribers[column], value), live));

export const findSubscriberByConfirmHash = liveSubscriberBy('confirmTokenHash');
export const findSubscriberByUnsubscribeToken = liveSubscriberBy('unsubscribeToken');
export const findLiveSubscriber = liveSubscriberBy('id');

export const { update: updateSubscriber } = rowWrites(newsletterSubscribers);

export const listSubscriberRows = (
  db: Executor,
  filter: { search?: string | undefined; status?: SubscriberStatus | undefined },
  paging: { page: number; pageSize: number },
) =>
  pageOfRows(
    db,
    newsletterSubscribers,
    {
      where: and(
        live,
        filter.status ? eq(newsletterSubscribers.status, filter.status) : undefined,
        filter.search ? ilike(newsletterSubscribers.email, containing(filter.search)) : undefined,
      ),
      order: sql`${newsletterSubscribers.createdAt} desc, ${newsletterSubscribers.id} desc`,
    },
    paging,
  );

export const countSubscribersByStatus = async (db: Executor) => {
  const counts: Record<SubscriberStatus, number> = { pending: 0, confirmed: 0, unsubscribed: 0 };
  const rows = await db
    .select({ status: newsletterSubscribers.status, total: count() })
    .from(newsletterSubscribers)
    .where(live)
    .groupBy(newsletterSubscribers.status);
  for (const row of rows) counts[row.status] = row.total;
  return counts;
};

/** Live subscribers after `afterId` by id (a keyset), optionally only the confirmed ones. */
export const subscribersAfter = (
  db: Executor,
  afterId: string | null,
  limit: number,
  onlyConfirmed = false,
) =>
  db
    .select()
    .from(newsletterSubscribers)
    .where(
      and(
        live,
        onlyConfirmed ? eq(newsletterSubscribers.status, 'confirmed') : undefined,
        afterId ? gt(newsletterSubscribers.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(newsletterSubscribers.id))
    .limit(limit);

export const { insert: insertIssue, update: updateIssue } = rowWrites(newsletterIssues);

export const findIssue = (db: Executor, id: string, options = { lock: false }) =>
  rowWhere(db, newsletterIssues, eq(newsletterIssues.id, id), options);

export const listIssueRows = (db: Executor, paging: { page: number; pageSize: number }) =>
  pageOfRows(
    db,
    newsletterIssues,
    { where: undefined, order: desc(newsletterIssues.createdAt) },
    paging,
  );

/** An issue that is being sent and that no other process is sending at this moment. */
export const claimSendingIssue = async (db: Executor) => {
  const [row] = await db
    .select()
    .from(newsletterIssues)
    .where(eq(newsletterIssues.status, 'sending'))
    .orderBy(asc(newsletterIssues.sendStartedAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
};

export const insertDeliveries = async (
  db: Executor,
  rows: (typeof newsletterDeliveries.$inferInsert)[],
) => {
  if (rows.length > 0) await db.insert(newsletterDeliveries).values(rows);
};

/** Per issue: written to the outbox, delivered, and given up on. */
export const deliveryProgress = async (db: Executor, issueIds: string[]) => {
  if (issueIds.length === 0)
    return new Map<string, { queued: number; delivered: number; failed: number }>();
  const rows = await db
    .select({
      issueId: newsletterDeliveries.issueId,
      queued: count(),
      delivered: sql<number>`count(*) filter (where ${outboxMessages.status} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${outboxMessages.status} = 'failed')::int`,
    })
    .from(newsletterDeliveries)
    .innerJoin(outboxMessages, eq(outboxMessages.id, newsletterDeliveries.outboxMessageId))
    .where(inArray(newsletterDeliveries.issueId, issueIds))
    .groupBy(newsletterDeliveries.issueId);
  return new Map(rows.map(({ issueId, ...progress }) => [issueId, progress]));
};
