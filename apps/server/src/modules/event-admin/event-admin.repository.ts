import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { placeTakingStatuses } from '@osi/shared';
import type { Executor } from '../../db/client';
import { contentItems, eventRegistrations, members, payments, receipts } from '../../db/schema';

const registrations = eventRegistrations;
const countOf = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})::int`;
const withStatus = (status: string) => countOf(sql`${registrations.status} = ${status}`);

/** Each event's registrations counted by status, and those checked in. */
export const registrationCounts = (db: Executor, eventIds: string[]) =>
  db
    .select({
      eventId: registrations.eventId,
      registered: withStatus('registered'),
      held: withStatus('held'),
      waiting: withStatus('waiting'),
      cancelled: withStatus('cancelled'),
      checkedIn: countOf(sql`${registrations.checkedInAt} is not null`),
    })
    .from(registrations)
    .where(inArray(registrations.eventId, eventIds))
    .groupBy(registrations.eventId);

/** What each event's places brought in: its captured payments less what was refunded of them. */
export const eventIncome = (db: Executor, eventIds: string[]) =>
  db
    .select({
      eventId: sql<string>`${payments.itemId}`,
      incomePaise: sql<number>`sum(${payments.amountPaise} - ${payments.refundedPaise})::int`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.purpose, 'event'),
        eq(payments.status, 'captured'),
        inArray(payments.itemId, eventIds),
      ),
    )
    .groupBy(payments.itemId);

/**
 * An event's registrations with their member, payment and receipt: places registered or held
 * in the order taken, then the waiting list in its order, then the rest.
 */
export const listAttendees = (db: Executor, eventId: string) =>
  db
    .select({
      registration: registrations,
      membershipId: members.membershipId,
      paidPaise: sql<number>`case when ${payments.status} = 'captured' then ${payments.amountPaise} else 0 end`,
      refundedPaise: sql<number>`coalesce(${payments.refundedPaise}, 0)`,
      receiptNumber: receipts.number,
    })
    .from(registrations)
    .leftJoin(members, eq(members.id, registrations.memberId))
    .leftJoin(payments, eq(payments.id, registrations.paymentId))
    .leftJoin(receipts, and(eq(receipts.paymentId, payments.id), eq(receipts.kind, 'receipt')))
    .where(eq(registrations.eventId, eventId))
    .orderBy(
      sql`case when ${registrations.status} in ('registered', 'held') then 0 when ${registrations.status} = 'waiting' then 1 else 2 end`,
      sql`case when ${registrations.status} = 'waiting' then ${registrations.queue} end`,
      asc(registrations.createdAt),
      asc(registrations.id),
    );
export type AttendeeRow = Awaited<ReturnType<typeof listAttendees>>[number];

/** Who holds a place at the event (registered, or held awaiting payment): whom a mail reaches. */
export const placeHolders = (db: Executor, eventId: string) =>
  db
    .select({ name: registrations.name, email: registrations.email })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, eventId),
        inArray(registrations.status, [...placeTakingStatuses]),
      ),
    )
    .orderBy(asc(registrations.createdAt));

/** A member's registrations, the latest event first. */
export const listRegistrationsOfMember = (db: Executor, memberId: string) => {
  const startDate = sql<string>`${contentItems.value} ->> 'startDate'`;
  return db
    .select({
      id: registrations.id,
      eventTitle: sql<string>`${contentItems.value} ->> 'title'`,
      startDate,
      category: registrations.category,
      status: registrations.status,
      checkedInAt: registrations.checkedInAt,
    })
    .from(registrations)
    .innerJoin(contentItems, eq(contentItems.id, registrations.eventId))
    .where(eq(registrations.memberId, memberId))
    .orderBy(desc(startDate), desc(registrations.createdAt));
};
