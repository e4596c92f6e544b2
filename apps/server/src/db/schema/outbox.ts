import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { outboxStatuses } from '@osi/shared';
import type { MailAttachment } from '../../infra/mail/mail-transport';
import { createdAt, id, moment } from './columns';

/** Every e-mail is written here in the same transaction as the change that causes it. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers from an allowlist (List-Unsubscribe, Reply-To…), by name. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Files sent with it, such as a ticket's QR code and calendar file. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    /**
     * The claim (one sender's one claiming statement) that last took it: a sender that lost the
     * answer to a claim gives back what that claim took.
     */
    claim: uuid('claim'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
  },
  (table) => [index('outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

/**
 * Addresses a receiving server refused for good (an SMTP 5xx to RCPT TO), kept lower-case: no
 * mail goes to them again. A member who changes their address is mailed at the new one.
 */
export const undeliverableAddresses = pgTable('undeliverable_addresses', {
  email: text('email').primaryKey(),
  /** The server's reply, as administrators see it. */
  reason: text('reason').notNull(),
  markedAt: moment('marked_at').notNull().defaultNow(),
});
