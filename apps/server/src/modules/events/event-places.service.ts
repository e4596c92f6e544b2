import {
  defaultOfferHours,
  eventMessages,
  paymentHoldMinutes,
  priceFor,
  registrationStateOn,
  societyDay,
  type AttendeeCategory,
  type RegistrationState,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { eventById, type EventRecord } from '../../db/event-items';
import { enqueueMail, outgoingMailSchema } from '../../infra/mail';
import { newTicketCode } from '../../lib/codes';
import { conflict } from '../../lib/errors';
import { newLinkToken } from '../../lib/tokens';
import { registrationLinks } from './event-registration-links';
import {
  heldMail,
  lapsedMail,
  offerMail,
  ticketMail,
  waitingMail,
} from './event-registration-mails';
import {
  eventsWithOfferWork,
  firstWaiting,
  lapseExpiredHolds,
  lockEventPlaces,
  placeCounts,
  takeEventPlace,
  updateRegistration,
  type RegistrationRow,
} from './event-registrations.repository';

// Everything that takes or frees a place runs under the event's lock (decision 079).

const m = eventMessages;

const refusals: Partial<Record<RegistrationState, string>> = {
  none: m.notTakingRegistrations,
  'not-open': m.notOpen,
  closed: m.closed,
  past: m.past,
};

/**
 * Refuses registering when the event does not take registrations now. Its places do not count:
 * a full event still takes its waiting list.
 */
const assertTakingRegistrations = (event: EventRecord) => {
  const refusal = refusals[registrationStateOn(event, societyDay(), 0)];
  if (refusal) throw conflict(refusal);
};

const alreadyRegistered = () => conflict(m.alreadyRegistered, { email: m.alreadyRegistered });

/** Whether a place is free, counted under the event's lock. */
export const placeFree = async (db: Executor, event: EventRecord) =>
  event.capacity === null || (await placeCounts(db, event.id)).taken < event.capacity;

export interface Registrant {
  memberId: string | null;
  name: string;
  email: string;
  mobile: string;
  registrationNumber: string;
  category: AttendeeCategory;
}

const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/**
 * Registers `person`: a free place at once (with the ticket), a paid one held for its payment, or
 * the waiting list when full, in one statement under the event's lock. A second live
 * registration of the address is refused, a race for it included.
 */
export const takePlace = async (
  db: Database,
  publicUrl: string,
  event: EventRecord,
  person: Registrant,
) => {
  assertTakingRegistrations(event);
  const pricePaise = priceFor(event, person.category) * 100;
  const holder = {
    ...person,
    ticketCode: newTicketCode(),
    token: newLinkToken(),
    heldUntil: minutesFrom(new Date(), paymentHoldMinutes),
  };
  const links = registrationLinks(publicUrl, holder.token);
  const mails = {
    registered: ticketMail(event, holder, links),
    held: heldMail(event, holder, links),
    waiting: waitingMail(event, holder, '{position}', links),
  };
  const placed = await takeEventPlace(db, event.id, event.capacity, {
    registration: {
      member_id: person.memberId,
      name: person.name,
      email: person.email,
      mobile: person.mobile,
      registration_number: person.registrationNumber,
      category: person.category,
      price_paise: pricePaise,
      held_until: holder.heldUntil.toISOString(),
      ticket_code: holder.ticketCode,
      token: holder.token,
    },
    mails: {
      registered: outgoingMailSchema.parse(mails.registered),
      held: outgoingMailSchema.parse(mails.held),
      waiting: outgoingMailSchema.parse(mails.waiting),
    },
  });
  if (!placed) throw alreadyRegistered();
  return placed;
};

/** Gives a held place to its holder, with the ticket; undefined when it was not held. */
export const registerHeld = async (
  tx: Executor,
  publicUrl: string,
  event: EventRecord,
  row: RegistrationRow,
  paymentId: string | null = row.paymentId,
) => {
  const registered = await updateRegistration(tx, row.id, {
    status: 'registered',
    heldUntil: null,
    paymentId,
  });
  await enqueueMail(tx, ticketMail(event, registered, registrationLinks(publicUrl, row.token)));
  return registered;
};

/**
 * Under the event's lock: each free place is held for the first one waiting, for the event's
 * offer hours, and offered by e-mail. None once the event has begun.
 */
export const offerFreePlaces = async (
  tx: Executor,
  publicUrl: string,
  event: EventRecord,
  now: Date,
) => {
  if (event.startDate <= societyDay()) return;
  while (await placeFree(tx, event)) {
    const next = await firstWaiting(tx, event.id);
    if (!next) return;
    const offered = await updateRegistration(tx, next.id, {
      status: 'held',
      heldUntil: minutesFrom(now, (event.offerHours ?? defaultOfferHours) * 60),
      offeredAt: now,
    });
    await enqueueMail(tx, offerMail(event, offered, registrationLinks(publicUrl, offered.token)));
  }
};

/**
 * The offer pass: holds past their time lapse (with an e-mail) and their places are offered on.
 * An event another process is passing at the moment is skipped: that process does it.
 */
export const runOfferPass = async (db: Database, publicUrl: string, now = new Date()) => {
  for (const eventId of await eventsWithOfferWork(db, now)) {
    const event = await eventById(db, eventId);
    if (!event) continue;
    await db.transaction(async (tx) => {
      if (!(await lockEventPlaces(tx, eventId, true))) return;
      for (const lapsed of await lapseExpiredHolds(tx, eventId, now)) {
        await enqueueMail(tx, lapsedMail(event, lapsed));
      }
      await offerFreePlaces(tx, publicUrl, event, now);
    });
  }
};
