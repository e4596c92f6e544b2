import type { RegistrationStatus } from '@osi/shared';
import { and, asc, desc, eq, getTableColumns, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { OutgoingMail } from '../../infra/mail/mail-transport';
import { memberHoldsEmail, verifiedAfter } from '../../db/address-checks';
import { statementsPerDatabase } from '../../db/built-once';
import { eventOf, publishedEventSlugIs } from '../../db/event-items';
import { memberInGoodStanding, societyToday } from '../../db/member-standing';
import { columnsOfRecord } from '../../db/record-columns';
import { rowWrites } from '../../db/row-writes';
import { rowWhere, updateWhere } from '../../db/rows-where';
import {
  certificates,
  contentItems,
  eventPlaces,
  eventRegistrations,
  members,
  payments,
  receipts,
} from '../../db/schema';

export type RegistrationRow = typeof eventRegistrations.$inferSelect;

const registrationWrites = rowWrites(eventRegistrations);
export const insertRegistration = registrationWrites.insert;
export const updateRegistration = registrationWrites.update;

/** The statuses of a registration still in play: one per address and event. */
export const liveStatuses: RegistrationStatus[] = ['held', 'registered', 'waiting'];
const r = eventRegistrations;

/**
 * Locks the event's places until the transaction ends: every change that takes or frees a place
 * holds this lock first (decision 079). With `skipLocked`, false when another process holds it.
 */
export const lockEventPlaces = async (db: Executor, eventId: string, skipLocked = false) => {
  await db.insert(eventPlaces).values({ eventId }).onConflictDoNothing();
  const locked = await db
    .select({ eventId: eventPlaces.eventId })
    .from(eventPlaces)
    .where(eq(eventPlaces.eventId, eventId))
    .for('update', skipLocked ? { skipLocked: true } : {});
  return locked.length > 0;
};

/** What a new registration is made of, as `take_event_place` reads it. */
export interface NewRegistration {
  member_id: string | null;
  name: string;
  email: string;
  mobile: string;
  registration_number: string;
  category: string;
  price_paise: number;
  held_until: string;
  ticket_code: string;
  token: string;
}

export interface PlaceRequest {
  registration: NewRegistration;
  mails: Record<'registered' | 'held' | 'waiting', OutgoingMail>;
}

const takePlaceStatement = statementsPerDatabase<ReturnType<typeof prepareTakePlace>>();
const prepareTakePlace = (db: Database) =>
  db
    .select({
      registration: columnsOfRecord(r, sql`placed`),
      waitingPosition: sql<number | null>`waiting_position`,
    })
    .from(
      sql`take_event_place(${sql.placeholder('eventId')}::uuid, ${sql.placeholder('capacity')}::integer, ${sql.placeholder('registration')}::jsonb, ${sql.placeholder('mails')}::jsonb)`,
    )
    .prepare('take_event_place');

/**
 * Registers in one statement (`take_event_place`, migrations 0019, 0026 and 0029), outside any
 * transaction: it commits as it ends, so the event's lock is held only while the database works,
 * never across a round trip to the application. Answers the new registration with its number in
 * the waiting list, or undefined for an address already registered. Each registration sends it,
 * so it is built and prepared once per database (decision 106).
 */
export const takeEventPlace = async (
  db: Database,
  eventId: string,
  capacity: number | null,
  { registration, mails }: PlaceRequest,
) => {
  const [row] = await takePlaceStatement(db, 'take', () => prepareTakePlace(db)).execute({
    eventId,
    capacity,
    registration: JSON.stringify(registration),
    mails: JSON.stringify(mails),
  });
  return row?.registration.id ? row : undefined;
};

const guestCheckStatement = statementsPerDatabase<ReturnType<typeof prepareGuestChecks>>();
const prepareGuestChecks = (db: Database) =>
  db
    .select({
      ...getTableColumns(contentItems),
      memberHoldsEmail: memberHoldsEmail(sql.placeholder('email')),
      verified: verifiedAfter(sql.placeholder('email'), sql.placeholder('verifiedSince')),
    })
    .from(contentItems)
    .where(publishedEventSlugIs(sql.placeholder('slug')))
    .limit(1)
    .prepare('guest_registration_checks');

/**
 * What a visitor's registration checks, in the one statement each registration sends before
 * `take_event_place` (decision 106): the published event `slug` names, whether `email` is a
 * member's, and whether it was verified after `verifiedSince`. Undefined for no such event.
 */
export const guestRegistrationChecks = async (
  db: Database,
  slug: string,
  email: string,
  verifiedSince: string,
) => {
  const [row] = await guestCheckStatement(db, 'checks', () => prepareGuestChecks(db)).execute({
    slug,
    email,
    verifiedSince,
  });
  if (!row) return undefined;
  const { memberHoldsEmail: isMembers, verified, ...event } = row;
  return { event: eventOf(event), memberHoldsEmail: isMembers, verified };
};

/** How many registrations hold a place (held or registered) and how many wait: the event's counts. */
export const placeCounts = async (db: Executor, eventId: string) => {
  const [row] = await db
    .select({ taken: eventPlaces.taken, waiting: eventPlaces.waiting })
    .from(eventPlaces)
    .where(eq(eventPlaces.eventId, eventId));
  return { taken: row?.taken ?? 0, waiting: row?.waiting ?? 0 };
};

export const liveRegistrationOf = (db: Executor, eventId: string, email: string) =>
  rowWhere(db, r, and(eq(r.eventId, eventId), eq(r.email, email), inArray(r.status, liveStatuses)));

export const registrationById = (db: Executor, id: string) => rowWhere(db, r, eq(r.id, id));

/** The registration whose last order `paymentRowId` is. */
export const registrationPaidWith = (db: Executor, paymentRowId: string) =>
  rowWhere(db, r, eq(r.paymentId, paymentRowId));

export const registrationByToken = (db: Executor, token: string) =>
  rowWhere(db, r, eq(r.token, token));

/** The registration, locked until the transaction ends. */
export const lockRegistration = (db: Executor, id: string) =>
  rowWhere(db, r, eq(r.id, id), { lock: true });

/** The latest registration of `email` for the event: the one an order for its place pays. */
export const latestRegistrationOf = async (db: Executor, eventId: string, email: string) => {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.eventId, eventId), eq(r.email, email)))
    .orderBy(desc(r.createdAt))
    .limit(1);
  return row;
};

/** Moves the registration from `from` to what `values` say; undefined if it was no longer there. */
export const moveRegistration = (
  db: Executor,
  id: string,
  from: RegistrationStatus[],
  values: Partial<typeof r.$inferInsert>,
) => updateWhere(db, r, and(eq(r.id, id), inArray(r.status, from)), values);

export const firstWaiting = async (db: Executor, eventId: string) => {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.eventId, eventId), eq(r.status, 'waiting')))
    .orderBy(asc(r.queue))
    .limit(1);
  return row;
};

/** The registration's number in the waiting list, 1 first; null unless it is waiting. */
const waitingPosition = sql<number | null>`case when ${r.status} = 'waiting' then (
  select count(*)::int from ${r} ahead
  where ahead.event_id = ${r.eventId} and ahead.status = 'waiting' and ahead.queue <= ${r.queue}
) end`;

/** The event's holds past their time, lapsed; answers them. */
export const lapseExpiredHolds = (db: Executor, eventId: string, now: Date) =>
  db
    .update(r)
    .set({ status: 'lapsed' })
    .where(and(eq(r.eventId, eventId), eq(r.status, 'held'), lt(r.heldUntil, now)))
    .returning();

/** Events yet to begin with a hold past its time or someone waiting: the offer pass's work. */
export const eventsWithOfferWork = async (db: Executor, now: Date) => {
  const rows = await db
    .selectDistinct({ eventId: r.eventId })
    .from(r)
    .innerJoin(contentItems, eq(contentItems.id, r.eventId))
    .where(
      and(
        or(and(eq(r.status, 'held'), lt(r.heldUntil, now)), eq(r.status, 'waiting')),
        sql`(${contentItems.value} ->> 'startDate')::date > ${societyToday}`,
      ),
    );
  return rows.map((row) => row.eventId);
};

/** The registration with what its holder's page shows of its payment and certificate. */
const registrationDetails = (db: Executor, where: SQL | undefined) =>
  db
    .select({
      registration: getTableColumns(r),
      payment: {
        id: payments.id,
        status: payments.status,
        amountPaise: payments.amountPaise,
        refundedPaise: payments.refundedPaise,
        claimedById: payments.claimedById,
      },
      receiptNumber: receipts.number,
      certificateCode: certificates.code,
      waitingPosition,
    })
    .from(r)
    .leftJoin(payments, eq(payments.id, r.paymentId))
    .leftJoin(receipts, and(eq(receipts.paymentId, payments.id), eq(receipts.kind, 'receipt')))
    .leftJoin(certificates, eq(certificates.registrationId, r.id))
    .where(where);
export type RegistrationDetails = Awaited<ReturnType<typeof registrationDetails>>[number];

export const registrationDetailsById = async (db: Executor, id: string) =>
  (await registrationDetails(db, eq(r.id, id)))[0];

export const registrationDetailsOfMember = (db: Executor, memberId: string) =>
  registrationDetails(db, eq(r.memberId, memberId));

/** What a member registers with, and whether they are in good standing (the member price). */
export const memberForRegistration = async (db: Executor, memberId: string) => {
  const [row] = await db
    .select({
      id: members.id,
      title: members.title,
      firstName: members.firstName,
      middleName: members.middleName,
      lastName: members.lastName,
      email: members.email,
      mobileNo: members.mobileNo,
      dentalRegNumber: members.dentalRegNumber,
      inGoodStanding: sql<boolean>`coalesce(${memberInGoodStanding}, false)`,
    })
    .from(members)
    .where(and(eq(members.id, memberId), sql`${members.deletedAt} is null`));
  return row;
};
