import { boolean, pgTable, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { updatedAt } from './columns';

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
