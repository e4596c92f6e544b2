import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { admins, members } from './accounts';
import { createdAt, id, updatedAt } from './columns';

/** A member's consent to the public directory; no row means not listed. */
export const directoryListings = pgTable('directory_listings', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id),
  listed: boolean('listed').notNull().default(false),
  showEmail: boolean('show_email').notNull().default(false),
  showMobile: boolean('show_mobile').notNull().default(false),
  updatedAt: updatedAt(),
});

/** Every SMS an administrator sent, and what became of it; without a provider, the outbox. */
export const smsRecords = pgTable('sms_messages', {
  id: id(),
  to: text('to').notNull(),
  body: text('body').notNull(),
  status: text('status', { enum: ['outbox', 'sent', 'failed'] }).notNull(),
  provider: text('provider').notNull(),
  providerMessageId: text('provider_message_id'),
  error: text('error'),
  sentBy: uuid('sent_by').references(() => admins.id),
  createdAt: createdAt(),
});

/** Contact form tokens that have carried a message: each carries one (kept a day, as they live). */
export const usedContactFormTokens = pgTable('used_contact_form_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  usedAt: createdAt(),
});
