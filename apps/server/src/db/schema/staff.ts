import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staffRoles } from '@osi/shared';
import { admins } from './accounts';
import { createdAt, id, moment, reference } from './columns';

/** An invitation to join the staff: the account is made when its link sets a password. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    invitedBy: uuid('invited_by').references(() => admins.id),
    acceptedAt: moment('accepted_at'),
    /** The account the invitation made, once accepted. */
    adminId: uuid('admin_id').references(() => admins.id),
    revokedAt: moment('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('staff_invitations_token_unique').on(table.tokenHash),
    index('staff_invitations_email_idx').on(sql`lower(${table.email})`),
  ],
);

/** Ten single-use codes for an administrator who lost their authenticator; only hashes kept. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: id(),
    adminId: reference('admin_id', () => admins.id),
    codeHash: text('code_hash').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('admin_recovery_codes_admin_idx').on(table.adminId)],
);
