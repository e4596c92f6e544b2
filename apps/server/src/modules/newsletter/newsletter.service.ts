import {
  newsletterMessages,
  type NewsletterIssue,
  type NewsletterIssueValues,
  type Subscriber,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { enqueueMail, undeliverableReasons } from '../../infra/mail';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { markdownToSafeHtml } from '../../lib/safe-html';
import { hashToken, newToken } from '../../lib/tokens';
import { auditedChange } from '../audit/audit.service';
import { getSiteSettings } from '../content/site-settings.service';
import type { Actor } from '../members/members.service';
import { confirmationMail, confirmLink, type NewsletterSite } from './newsletter-mails';
import {
  countSubscribersByStatus,
  deliveryProgress,
  findIssue,
  findLiveSubscriber,
  findSubscriberByConfirmHash,
  findSubscriberByUnsubscribeToken,
  insertIssue,
  listIssueRows,
  listSubscriberRows,
  updateSubscriber,
  upsertPendingSubscriber,
  type IssueRow,
  type SubscriberRow,
} from './newsletter.repository';

/** A pending address gets another confirmation e-mail only this long after the last. */
const confirmResendMinutes = 10;
const confirmLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export const newsletterSite = async (db: Executor, publicUrl: string): Promise<NewsletterSite> => {
  const settings = await getSiteSettings(db).catch(() => undefined);
  return { publicUrl, societyName: settings?.name ?? 'Oral Implantology Society of India' };
};

/**
 * The subscribe box. Every address is stored once; the answer is the same whatever the address
 * already was, so it tells nobody who subscribes. A new, returning or unconfirmed address gets a
 * confirmation e-mail (at most one in ten minutes); a confirmed one is left as it is.
 */
export const subscribe = async (db: Database, email: string, publicUrl: string) => {
  const site = await newsletterSite(db, publicUrl);
  await db.transaction(async (tx) => {
    const token = newToken();
    const restarted = await upsertPendingSubscriber(
      tx,
      { email, confirmTokenHash: hashToken(token), unsubscribeToken: newToken() },
      confirmResendMinutes,
    );
    if (restarted) {
      await enqueueMail(tx, confirmationMail(email, confirmLink(publicUrl, token), site));
    }
  });
  return { message: newsletterMessages.subscribed };
};

/** The link in the confirmation e-mail; using it again after it worked says so again. */
export const confirmSubscription = async (db: Database, token: string) => {
  const row = await findSubscriberByConfirmHash(db, hashToken(token));
  const expired =
    !row?.confirmSentAt || Date.now() - row.confirmSentAt.getTime() > confirmLifetimeMs;
  if (!row || row.status === 'unsubscribed' || (row.status === 'pending' && expired)) {
    throw badRequest(newsletterMessages.confirmLinkInvalid);
  }
  if (row.status === 'pending') {
    await updateSubscriber(db, row.id, { status: 'confirmed', confirmedAt: new Date() });
  }
  return { message: newsletterMessages.confirmed };
};

const subscriberByUnsubscribeToken = async (db: Executor, token: string) => {
  const row = await findSubscriberByUnsubscribeToken(db, token);
  if (!row) throw notFound(newsletterMessages.unsubscribeLinkInvalid);
  return row;
};

/** The one-click link of every newsletter: no sign-in, no questions. */
export const unsubscribe = async (db: Database, token: string) => {
  const row = await subscriberByUnsubscribeToken(db, token);
  if (row.status !== 'unsubscribed') {
    await updateSubscriber(db, row.id, { status: 'unsubscribed', unsubscribedAt: new Date() });
  }
  return { message: newsletterMessages.unsubscribed };
};

/** "Subscribe again" on the unsubscribe page: the link proves the address, so no new e-mail. */
export const resubscribe = async (db: Database, token: string) => {
  const row = await subscriberByUnsubscribeToken(db, token);
  await updateSubscriber(db, row.id, {
    status: 'confirmed',
    confirmedAt: row.confirmedAt ?? new Date(),
    unsubscribedAt: null,
  });
  return { message: newsletterMessages.resubscribed };
};

export const toSubscriber = (row: SubscriberRow): Omit<Subscriber, 'emailUndeliverable'> => ({
  id: row.id,
  email: row.email,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
});

export const listSubscribersPage = async (
  db: Executor,
  query: {
    page: number;
    pageSize: number;
    search?: string | undefined;
    status?: SubscriberRow['status'] | undefined;
  },
) => {
  const search = query.search?.trim().toLowerCase() || undefined;
  const [{ items, total }, counts] = await Promise.all([
    listSubscriberRows(db, { search, status: query.status }, query),
    countSubscribersByStatus(db),
  ]);
  const refused = await undeliverableReasons(
    db,
    items.map((row) => row.email),
  );
  const subscribers = items.map((row) => ({
    ...toSubscriber(row),
    emailUndeliverable: refused.get(row.email.toLowerCase()) ?? null,
  }));
  return { ...pageOf(subscribers, total, query), counts };
};

/** Removal from the back office: kept (soft-deleted) and audited; the address may subscribe again. */
export const removeSubscriber = async (db: Database, actor: Actor, id: string) =>
  auditedChange(db, actor, async (tx) => {
    const before = await findLiveSubscriber(tx, id);
    if (!before) throw notFound('Subscriber not found.');
    await updateSubscriber(tx, id, { deletedAt: new Date() });
    return {
      action: 'newsletter-subscriber.removed',
      entity: { type: 'newsletter-subscriber', id },
      before: { email: before.email, status: before.status },
      result: { message: newsletterMessages.subscriberRemoved },
    };
  });

const toIssue = (
  row: IssueRow,
  progress = { queued: 0, delivered: 0, failed: 0 },
): NewsletterIssue => ({
  id: row.id,
  subject: row.subject,
  body: row.body,
  html: markdownToSafeHtml(row.body),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  sendStartedAt: row.sendStartedAt?.toISOString() ?? null,
  sentAt: row.sentAt?.toISOString() ?? null,
  recipients: row.recipients,
  ...progress,
});

const withProgress = async (db: Executor, rows: IssueRow[]) => {
  const progress = await deliveryProgress(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toIssue(row, progress.get(row.id)));
};

export const getIssue = async (db: Executor, id: string) => {
  const row = await findIssue(db, id);
  if (!row) throw notFound('Newsletter not found.');
  return (await withProgress(db, [row]))[0]!;
};

export const listIssuesPage = async (db: Executor, query: { page: number; pageSize: number }) => {
  const { items, total } = await listIssueRows(db, query);
  return pageOf(await withProgress(db, items), total, query);
};

/**
 * Sends a newsletter to the confirmed subscribers, if they are still as many as the
 * administrator was shown; the dispatcher writes it to the outbox in batches.
 */
export const sendIssue = async (
  db: Database,
  actor: Actor,
  { expectedRecipients, ...fields }: NewsletterIssueValues,
) => {
  const row = await auditedChange(db, actor, async (tx) => {
    const { confirmed } = await countSubscribersByStatus(tx);
    if (confirmed === 0) throw new AppError(409, 'no_recipients', newsletterMessages.noRecipients);
    if (confirmed !== expectedRecipients) {
      throw conflict(newsletterMessages.recipientsChanged);
    }
    const created = await insertIssue(tx, {
      ...fields,
      createdBy: actor.id,
      recipients: confirmed,
      sendStartedAt: new Date(),
    });
    return {
      action: 'newsletter-issue.sent',
      entity: { type: 'newsletter-issue', id: created.id },
      after: { ...fields, recipients: confirmed },
      result: created,
    };
  });
  return { message: newsletterMessages.sendingStarted, issue: toIssue(row) };
};
