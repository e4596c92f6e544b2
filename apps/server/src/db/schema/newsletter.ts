import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { createdAt, deletedAt, id, updatedAt } from './columns';
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
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Put in every newsletter's unsubscribe link, so kept as it is (it can only unsubscribe). */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
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
    sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('newsletter_issues_status_idx').on(table.status)],
);

/** Which subscriber got which issue, through which outbox message: each at most once. */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: uuid('issue_id')
      .notNull()
      .references(() => newsletterIssues.id),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id),
    outboxMessageId: uuid('outbox_message_id')
      .notNull()
      .references(() => outboxMessages.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.issueId, table.subscriberId] })],
);
