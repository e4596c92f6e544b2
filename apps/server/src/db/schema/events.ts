import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { attendeeCategories, certificateKinds, registrationStatuses } from '@osi/shared';
import { admins, members } from './accounts';
import { createdAt, id, moment, reference, timestamps } from './columns';
import { contentItems } from './content';
import { payments } from './payments';

/**
 * One row per event that has taken a registration: every change that takes or frees a place
 * locks it first, so places are counted and given out one at a time on every server process
 * (decision 079). It keeps the event's places taken (held or registered) and waiting, counted by
 * a trigger on every change of a registration (decision 106).
 */
export const eventPlaces = pgTable('event_places', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => contentItems.id),
  taken: integer('taken').notNull().default(0),
  waiting: integer('waiting').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A person's registration for an event, a member or a visitor, with the details they registered
 * with. `queue` orders the waiting list as the registrations were taken. Never deleted.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: id(),
    eventId: reference('event_id', () => contentItems.id),
    memberId: uuid('member_id').references(() => members.id),
    name: text('name').notNull(),
    /** In lower case: one live registration per address and event. */
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    registrationNumber: text('registration_number').notNull(),
    category: text('category', { enum: attendeeCategories }).notNull(),
    status: text('status', { enum: registrationStatuses }).notNull(),
    queue: bigint('queue', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** The price of the place for this category when it was taken or offered. */
    pricePaise: integer('price_paise').notNull(),
    /** Until when a held place waits for its payment or acceptance. */
    heldUntil: moment('held_until'),
    /** When a waiting-list place was offered (held) to this registration. */
    offeredAt: moment('offered_at'),
    /** The order that pays for the place (the last one opened). */
    paymentId: uuid('payment_id').references(() => payments.id),
    /** The ticket's unguessable code, shown and scanned only once the place is registered. */
    ticketCode: text('ticket_code').notNull(),
    /** The holder's secret for the registration's page, sent in its e-mails. */
    token: text('token').notNull(),
    checkedInAt: moment('checked_in_at'),
    checkedInBy: uuid('checked_in_by').references(() => admins.id),
    cancelledAt: moment('cancelled_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('event_registrations_ticket_unique').on(table.ticketCode),
    uniqueIndex('event_registrations_token_unique').on(table.token),
    uniqueIndex('event_registrations_one_live_per_email')
      .on(table.eventId, table.email)
      .where(sql`${table.status} in ('held', 'registered', 'waiting')`),
    index('event_registrations_event_status_idx').on(table.eventId, table.status, table.queue),
    index('event_registrations_member_idx').on(table.memberId),
    index('event_registrations_payment_idx').on(table.paymentId),
    index('event_registrations_held_until_idx')
      .on(table.heldUntil)
      .where(sql`${table.status} = 'held'`),
  ],
);

/** The CDE points a check-in awarded, fixed when awarded. */
export const cdeAwards = pgTable(
  'cde_awards',
  {
    id: id(),
    registrationId: reference('registration_id', () => eventRegistrations.id),
    memberId: uuid('member_id').references(() => members.id),
    eventId: reference('event_id', () => contentItems.id),
    points: integer('points').notNull(),
    accreditationNumber: text('accreditation_number').notNull().default(''),
    awardedOn: date('awarded_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('cde_awards_registration_unique').on(table.registrationId),
    index('cde_awards_member_idx').on(table.memberId, table.awardedOn),
  ],
);

/**
 * A certificate anyone can verify by its code at /verify/{code}: attendance at an event (one per
 * registration), or a member's membership or fellowship (one current per kind and start).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    code: text('code').notNull(),
    kind: text('kind', { enum: certificateKinds }).notNull(),
    memberId: uuid('member_id').references(() => members.id),
    registrationId: uuid('registration_id').references(() => eventRegistrations.id),
    holderName: text('holder_name').notNull(),
    /** What it certifies: the event's title, the membership type, the fellowship. */
    title: text('title').notNull(),
    points: integer('points'),
    accreditationNumber: text('accreditation_number').notNull().default(''),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    revokedAt: moment('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => admins.id),
    revokeReason: text('revoke_reason').notNull().default(''),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('certificates_code_unique').on(table.code),
    uniqueIndex('certificates_registration_unique').on(table.registrationId),
    uniqueIndex('certificates_one_current_per_start')
      .on(table.memberId, table.kind, table.validFrom)
      .where(sql`${table.registrationId} is null and ${table.revokedAt} is null`),
    index('certificates_member_idx').on(table.memberId),
  ],
);
