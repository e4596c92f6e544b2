import {
  eventMessages,
  societyDay,
  type Attendee,
  type EventSummary,
  type MemberEvents,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { eventById, eventsTakingRegistrations, type EventRecord } from '../../db/event-items';
import { enqueueMails, letter } from '../../infra/mail';
import { notFound } from '../../lib/errors';
import { auditedChange } from '../audit/audit.service';
import { cdeSummaryOf } from '../certificates/cde.service';
import { getMemberForAdmin, type Actor } from '../members/members.service';
import {
  eventIncome,
  listAttendees,
  listRegistrationsOfMember,
  placeHolders,
  registrationCounts,
  type AttendeeRow,
} from './event-admin.repository';

const m = eventMessages;

const eventOrNotFound = async (db: Executor, eventId: string) => {
  const event = await eventById(db, eventId);
  if (!event) throw notFound(m.noSuchEvent);
  return event;
};

const noRegistrations = { registered: 0, held: 0, waiting: 0, checkedIn: 0, cancelled: 0 };

/** Each event with its registrations counted and its income. */
const summariesOf = async (db: Executor, events: EventRecord[]): Promise<EventSummary[]> => {
  const ids = events.map((event) => event.id);
  if (ids.length === 0) return [];
  const counts = new Map(
    (await registrationCounts(db, ids)).map(({ eventId, ...counted }) => [eventId, counted]),
  );
  const income = new Map((await eventIncome(db, ids)).map((row) => [row.eventId, row]));
  return events.map((event) => {
    return {
      eventId: event.id,
      title: event.title,
      startDate: event.startDate,
      capacity: event.capacity,
      ...(counts.get(event.id) ?? noRegistrations),
      incomePaise: income.get(event.id)?.incomePaise ?? 0,
    };
  });
};

/** Events that take registrations: those to come, soonest first, then those past, latest first. */
export const adminEvents = async (db: Executor) => {
  const today = societyDay();
  const events = await eventsTakingRegistrations(db);
  const upcoming = events
    .filter((event) => event.startDate >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  const past = events
    .filter((event) => event.startDate < today)
    .sort((a, b) => b.startDate.localeCompare(a.startDate));
  return { items: await summariesOf(db, [...upcoming, ...past]) };
};

const toAttendees = (rows: AttendeeRow[]): Attendee[] => {
  let waiting = 0;
  return rows.map(({ registration, membershipId, paidPaise, refundedPaise, receiptNumber }) => ({
    id: registration.id,
    name: registration.name,
    email: registration.email,
    mobile: registration.mobile,
    registrationNumber: registration.registrationNumber,
    category: registration.category,
    status: registration.status,
    member:
      registration.memberId && membershipId ? { id: registration.memberId, membershipId } : null,
    waitingPosition: registration.status === 'waiting' ? (waiting += 1) : null,
    paidPaise: Number(paidPaise),
    refundedPaise: Number(refundedPaise),
    receiptNumber,
    checkedInAt: registration.checkedInAt?.toISOString() ?? null,
    createdAt: registration.createdAt.toISOString(),
  }));
};

/** An event's registrations, as the attendees page and its CSV list them, and its counts. */
export const eventAttendees = async (db: Executor, eventId: string) => {
  const event = await eventOrNotFound(db, eventId);
  const [summary] = await summariesOf(db, [event]);
  return { event, summary: summary!, items: toAttendees(await listAttendees(db, eventId)) };
};

/**
 * E-mails everyone holding a place at the event (registered, or held awaiting payment) through
 * the outbox, all in one transaction; audited.
 */
export const mailAttendees = async (
  db: Database,
  actor: Actor,
  eventId: string,
  { subject, body }: { subject: string; body: string },
) => {
  await eventOrNotFound(db, eventId);
  const queued = await auditedChange(db, actor, async (tx) => {
    const recipients = await placeHolders(tx, eventId);
    await enqueueMails(
      tx,
      recipients.map(({ name, email }) => ({ to: email, subject, text: letter(name, body) })),
    );
    return {
      action: 'event.attendees-mailed',
      entity: { type: 'event', id: eventId },
      after: { subject, body, recipients: recipients.length },
      result: recipients.length,
    };
  });
  return { message: m.mailQueued(queued), queued };
};

/** A member's registrations and CDE summary, for their details page. */
export const memberEvents = async (db: Executor, memberId: string): Promise<MemberEvents> => {
  await getMemberForAdmin(db, memberId);
  const registrations = await listRegistrationsOfMember(db, memberId);
  return {
    registrations: registrations.map((registration) => ({
      ...registration,
      checkedInAt: registration.checkedInAt?.toISOString() ?? null,
    })),
    cde: await cdeSummaryOf(db, memberId),
  };
};
