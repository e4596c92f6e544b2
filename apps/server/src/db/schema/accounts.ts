import { sql, type Column, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { memberUploadPurposes, staffRoles } from '@osi/shared';
import {
  blankText,
  createdAt,
  id,
  moment,
  reference,
  softDeletedTimestamps,
  timestamps,
} from './columns';
import { outboxMessages } from './outbox';

export const memberStatuses = ['pending', 'approved', 'declined'] as const;
export const uploadPurposes = ['profile_picture', 'student_id', ...memberUploadPurposes] as const;

export const membershipTypes = pgTable('membership_types', {
  id: id(),
  name: text('name').notNull(),
  pricePaise: integer('price_paise').notNull(),
  /** How many years one payment buys; null for life membership. */
  termYears: integer('term_years').default(1),
  ...softDeletedTimestamps(),
  /** No longer offered to applicants; kept, and listed in the back office, because members hold it. */
  retiredAt: moment('retired_at'),
});

/** Numbers the society's registrations; unique under concurrent registrations. */
export const membershipNumberSequence = pgSequence('membership_number_seq', { startWith: 1 });

/**
 * The member search's trigram indexes take each new entry at once (decision 100): a pending list
 * of entries not yet merged would be read by every search until the next vacuum.
 */
const searchIndexStorage = { fastupdate: false };

export const members = pgTable(
  'members',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    title: blankText('title'),
    firstName: text('first_name').notNull(),
    middleName: blankText('middle_name'),
    lastName: text('last_name').notNull(),
    gender: blankText('gender'),
    dob: date('dob', { mode: 'string' }),
    mobileNo: blankText('mobile_no'),
    specialty: blankText('specialty'),
    certificateName: blankText('certificate_name'),
    referenceCode: blankText('reference_code'),
    nationality: blankText('nationality'),
    department: blankText('department'),
    institution: blankText('institution'),
    dentalRegNumber: text('dental_reg_number'),
    address: blankText('address'),
    city: blankText('city'),
    state: blankText('state'),
    postcode: blankText('postcode'),
    country: blankText('country'),
    howDidYouKnow: blankText('how_did_you_know'),
    membershipId: text('membership_id'),
    membershipTypeId: uuid('membership_type_id').references(() => membershipTypes.id),
    membershipTypeName: blankText('membership_type_name'),
    membershipPricePaise: integer('membership_price_paise'),
    profilePictureUrl: text('profile_picture_url'),
    studentIdKey: text('student_id_key'),
    status: text('status', { enum: memberStatuses }).notNull().default('pending'),
    comments: blankText('comments'),
    isManual: boolean('is_manual').notNull().default(false),
    paymentId: uuid('payment_id'),
    reviewedAt: moment('reviewed_at'),
    /** The first day of membership: the approval, or the day an administrator added them. */
    memberSince: date('member_since', { mode: 'string' }),
    /** The last day of the current term (inclusive); null for life members and applicants. */
    validUntil: date('valid_until', { mode: 'string' }),
    lifeMember: boolean('life_member').notNull().default(false),
    ...softDeletedTimestamps(),
    /** Set when the member was anonymised on an approved erasure request (decision 086). */
    erasedAt: moment('erased_at'),
    /** What the back office's search matches, stored so a scan need not rebuild it row by row. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${members.firstName} || ' ' || ${members.middleName} || ' ' || ${members.lastName} || ' ' || ${members.email} || ' ' || ${members.mobileNo} || ' ' || coalesce(${members.membershipId}, ''))`,
      ),
  },
  (table) => [
    uniqueIndex('members_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('members_membership_id_unique').on(table.membershipId),
    index('members_membership_id_lower_idx').on(sql`lower(${table.membershipId})`),
    uniqueIndex('members_mobile_unique')
      .on(table.mobileNo)
      .where(sql`${table.mobileNo} <> ''`),
    uniqueIndex('members_dental_reg_unique').on(sql`lower(${table.dentalRegNumber})`),
    index('members_created_idx').on(table.createdAt),
    index('members_live_created_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('members_valid_until_idx').on(table.validUntil),
    index('members_search_idx')
      .using('gin', table.searchText.op('gin_trgm_ops'))
      .with(searchIndexStorage),
  ],
);

const trigramIndex = (name: string, column: Column) =>
  index(name)
    .using('gin', sql`${column} gin_trgm_ops`)
    .with(searchIndexStorage);

/**
 * The columns of each member that can hold digits, lowered, in a narrow table of their own that
 * the search for four digits in a row reads instead of `members` (decisions 093 and 098). The
 * trigger of migration 0025 writes a member's row whenever the member is written.
 */
export const memberDigitSearch = pgTable(
  'member_digit_search',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull(),
    deletedAt: moment('deleted_at'),
    membershipId: text('membership_id').notNull(),
    mobileNo: text('mobile_no').notNull(),
    email: text('email').notNull(),
    /** The names joined by spaces, only when one of them holds a digit (no form lets one in). */
    names: text('names'),
  },
  (table) => [
    trigramIndex('member_digit_search_membership_id_idx', table.membershipId),
    trigramIndex('member_digit_search_mobile_idx', table.mobileNo),
    trigramIndex('member_digit_search_email_idx', table.email),
    index('member_digit_search_names_idx')
      .on(table.memberId)
      .where(sql`${table.names} is not null`),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: staffRoles }).notNull().default('owner'),
    /** The time-based one-time code's key, sealed with the server's secret; null until enrolled. */
    totpSecret: text('totp_secret'),
    /** Set once the first code was accepted: from then on sign-in asks for one. */
    totpEnabledAt: moment('totp_enabled_at'),
    /** The last time step whose code was accepted, so a code cannot be used twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    ...timestamps(),
    disabledAt: moment('disabled_at'),
  },
  (table) => [uniqueIndex('admins_email_unique').on(sql`lower(${table.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    realm: text('realm', { enum: ['member', 'admin'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_subject_idx').on(table.realm, table.subjectId),
  ],
);

/**
 * Sign-in attempts per account in the current window, counted before the password is compared,
 * so a burst from any number of addresses and processes is judged at most the cap's times.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    realm: text('realm', { enum: ['member', 'admin'] }).notNull(),
    email: text('email').notNull(),
    attempts: integer('attempts').notNull(),
    windowStartedAt: moment('window_started_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.realm, table.email] })],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    memberId: reference('member_id', () => members.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('password_reset_tokens_hash_unique').on(table.tokenHash)],
);

/** One e-mail verification code per address at a time; only its hash is kept. */
export const emailVerifications = pgTable('email_verifications', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: moment('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: moment('sent_at').notNull(),
  verifiedAt: moment('verified_at'),
  /** The e-mail that carries the code: once it is sent, the code's lifetime counts from then. */
  outboxMessageId: uuid('outbox_message_id').references(() => outboxMessages.id, {
    onDelete: 'set null',
  }),
});

/**
 * Files uploaded before the record that uses them exists (a registration, a case, a roadmap),
 * claimed once. Stored privately; `visibility` is who may see one once claimed. Unclaimed ones
 * are removed in time.
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    purpose: text('purpose', { enum: uploadPurposes }).notNull(),
    storageKey: text('storage_key').notNull(),
    /** The file's name on the sender's computer, cleaned, for downloads and lists. */
    originalName: text('original_name'),
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    memberId: uuid('member_id'),
    /** A visitor's upload: the hash of the registration cookie of the browser that sent it. */
    browserTokenHash: text('browser_token_hash'),
    claimedAt: moment('claimed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('uploads_unclaimed_idx')
      .on(table.createdAt)
      .where(sql`${table.claimedAt} is null`),
  ],
);
