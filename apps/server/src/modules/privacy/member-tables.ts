import { sql, type SQL } from 'drizzle-orm';
import type { members } from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;

/** Who the rows are about: the member's id, e-mail and mobile number as the members row has them. */
export type DataSubject = { id: string; email: string; mobileNo: string };

const column = (name: string) => sql.identifier(name);
const byId = (name: string) => (subject: DataSubject) => sql`${column(name)} = ${subject.id}`;
const byEmail = (name: string) => (subject: DataSubject) =>
  sql`lower(${column(name)}) = lower(${subject.email})`;
const either =
  (...conditions: ((subject: DataSubject) => SQL)[]) =>
  (subject: DataSubject) =>
    sql`(${sql.join(
      conditions.map((condition) => condition(subject)),
      sql` or `,
    )})`;

const theirPayments = either(byId('member_id'), byEmail('email'));
const theirRegistrations = either(byId('member_id'), byEmail('email'));
const inTheir =
  (name: string, table: string, theirs: (subject: DataSubject) => SQL) => (subject: DataSubject) =>
    sql`${column(name)} in (select id from ${column(table)} where ${theirs(subject)})`;
/** The last ten digits of a phone number, however it was written. */
const lastTenDigits = (value: SQL) => sql`right(regexp_replace(${value}, '\\D', '', 'g'), 10)`;

/**
 * Every table that holds rows about a member, and how to find them: by the member's id, by
 * their e-mail where rows are keyed by address, or through a row of theirs. The data archive
 * reads these and the erasure test checks them against the database's own references
 * (decision 086).
 */
export const memberTables: Record<string, (subject: DataSubject) => SQL> = {
  members: byId('id'),
  sessions: (subject) => sql`realm = 'member' and subject_id = ${subject.id}`,
  sign_in_attempts: (subject) => sql`realm = 'member' and ${byEmail('email')(subject)}`,
  password_reset_tokens: byId('member_id'),
  email_verifications: byEmail('email'),
  uploads: byId('member_id'),
  directory_listings: byId('member_id'),
  forum_threads: byId('author_id'),
  forum_posts: byId('author_id'),
  forum_preferences: byId('member_id'),
  payments: theirPayments,
  receipts: inTheir('payment_id', 'payments', theirPayments),
  refunds: inTheir('payment_id', 'payments', theirPayments),
  membership_reminders: byId('member_id'),
  event_registrations: theirRegistrations,
  cde_awards: either(
    byId('member_id'),
    inTheir('registration_id', 'event_registrations', theirRegistrations),
  ),
  certificates: either(
    byId('member_id'),
    inTheir('registration_id', 'event_registrations', theirRegistrations),
  ),
  fellowships: byId('member_id'),
  fellowship_cases: byId('member_id'),
  research_grants: byId('member_id'),
  roadmap_parts: byId('member_id'),
  newsletter_subscribers: byEmail('email'),
  newsletter_deliveries: inTheir('subscriber_id', 'newsletter_subscribers', byEmail('email')),
  /** Mail to them, and the messages they sent through the contact form (replies go to them). */
  outbox_messages: (subject) =>
    sql`(${byEmail('to')(subject)} or lower(headers ->> 'Reply-To') = lower(${subject.email}))`,
  undeliverable_addresses: byEmail('email'),
  sms_messages: (subject) =>
    sql`${subject.mobileNo} <> '' and ${lastTenDigits(sql`"to"`)} = ${lastTenDigits(sql`${subject.mobileNo}`)}`,
  audit_events: (subject) =>
    sql`((actor_type = 'member' and actor_id = ${subject.id}) or entity_id = ${subject.id})`,
  privacy_consents: byId('member_id'),
  privacy_requests: byId('member_id'),
};

/** Tables with an e-mail column that are about staff, never members. */
export const staffTables = ['admins', 'staff_invitations'];

/**
 * Copies of columns of `members` that the database keeps in step with it by a trigger, so the
 * archive (which holds the members row) leaves them out and erasure reaches them through it.
 */
export const derivedTables = ['member_digit_search'];

/** Columns never put in an archive: secrets that would let someone act as the member. */
export const isSecretColumn = (name: string) =>
  /(^|_)(password|token|code)_hash$|^(token|unsubscribe_token|totp_secret)$/.test(name);
