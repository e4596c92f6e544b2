import {
  addDays,
  eventMessages,
  societyDay,
  type CheckInCounts,
  type CheckInEvent,
  type CheckInResult,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { eventById, eventsTakingRegistrations, type EventRecord } from '../../db/event-items';
import { conflict, notFound } from '../../lib/errors';
import { issueAttendance } from '../certificates/certificates.service';
import type { Actor } from '../members/members.service';
import { checkInTicket, countCheckIns, findTicket } from './check-in.repository';

const m = eventMessages;

const eventOrNotFound = async (db: Executor, eventId: string) => {
  const event = await eventById(db, eventId);
  if (!event) throw notFound(m.noSuchEvent);
  return event;
};

const countsOf = async (db: Executor, event: EventRecord): Promise<CheckInCounts> => ({
  title: event.title,
  startDate: event.startDate,
  ...(await countCheckIns(db, event.id)),
});

/** Events the door staff may pick: ended at most a week ago, or starting within a month. */
export const checkInWindow = { daysBefore: 7, daysAfter: 30 };

/** Events taking registrations whose dates are near today, soonest first, with their counts. */
export const checkInEvents = async (db: Executor): Promise<{ items: CheckInEvent[] }> => {
  const today = societyDay();
  const from = addDays(today, -checkInWindow.daysBefore);
  const until = addDays(today, checkInWindow.daysAfter);
  const near = (await eventsTakingRegistrations(db))
    .filter((event) => event.startDate <= until && (event.endDate || event.startDate) >= from)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  const items = await Promise.all(
    near.map(async (event) => ({ eventId: event.id, ...(await countsOf(db, event)) })),
  );
  return { items };
};

/** The check-in page's counts: registered, and checked in of them. */
export const checkInCounts = async (db: Executor, eventId: string) =>
  countsOf(db, await eventOrNotFound(db, eventId));

/**
 * Checks a ticket in at the event once, awarding its CDE points and attendance certificate in
 * the same transaction; a later scan answers when it was first checked in.
 */
export const checkIn = async (
  db: Database,
  actor: Actor,
  eventId: string,
  code: string,
): Promise<CheckInResult> => {
  const event = await eventOrNotFound(db, eventId);
  const checkedInNow = await db.transaction(async (tx) => {
    const registration = await checkInTicket(tx, eventId, code, actor.id);
    if (registration) await issueAttendance(tx, registration, event);
    return registration !== undefined;
  });
  const ticket = await findTicket(db, code);
  if (!ticket) throw notFound(m.ticketUnknown);
  const { registration, membershipId } = ticket;
  if (registration.eventId !== eventId) {
    const other = await eventById(db, registration.eventId);
    throw conflict(m.ticketOtherEvent(other?.title ?? ''));
  }
  if (registration.status !== 'registered' || !registration.checkedInAt) {
    throw conflict(m.ticketNotValid);
  }
  return {
    checkedInNow,
    message: checkedInNow ? m.checkedIn : m.alreadyCheckedIn,
    attendee: { name: registration.name, category: registration.category, membershipId },
    checkedInAt: registration.checkedInAt.toISOString(),
    counts: await countsOf(db, event),
  };
};
