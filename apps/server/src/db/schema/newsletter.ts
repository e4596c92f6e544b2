import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { createdAt, id, moment, reference, softDeletedTimestamps, timestamps } from './columns';
import { outboxMessages } from './outbox';

export const newsletterSubscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export const newsletterIssueStatuses = ['sending', 'sent'] as const;

/** One row per address (stored lowercased), whatever became of it; removal is a soft delete. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull().unique(),
    status: text('status', { enum: newsletterSubscriberStatuses }).notNull().default('pending'),
    /** The hash of the latest confirmation link's secret. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmSentAt: moment('confirm_sent_at'),
    confirmedAt: moment('confirmed_at'),
    /** Put in every newsletter's unsubscribe link, so kept as it is (it can only unsubscribe). */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    unsubscribedAt: moment('unsubscribed_at'),
    ...softDeletedTimestamps(),
  },
  (table) => [
    index('newsletter_subscribers_confirm_idx').on(table.confirmTokenHash),
    index('newsletter_subscribers_created_idx').on(table.createdAt),
  ],
);

export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: id(),
    subject: text('subject').notNull(),
    /** Markdown, rendered and sanitised when sent. */
    body: text('body').notNull(),
    status: text('status', { enum: newsletterIssueStatuses }).notNull().default('sending'),
    createdBy: uuid('created_by').references(() => admins.id),
    recipients: integer('recipients').notNull().default(0),
    /** The last subscriber (by id) written to the outbox: the next batch starts after it. */
    cursorSubscriberId: uuid('cursor_subscriber_id'),
    sendStartedAt: moment('send_started_at'),
    sentAt: moment('sent_at'),
    ...timestamps(),
  },
  (table) => [index('newsletter_issues_status_idx').on(table.status)],
);

/** Which subscriber got which issue, through which outbox message: each at most once. */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: reference('issue_id', () => newsletterIssues.id),
    subscriberId: reference('subscriber_id', () => newsletterSubscribers.id),
    outboxMessageId: reference('outbox_message_id', () => outboxMessages.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.issueId, table.subscriberId] })],
);
