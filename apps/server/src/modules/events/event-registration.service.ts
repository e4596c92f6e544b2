import {
  eventMessages,
  formatRupees,
  memberName,
  priceFor,
  refundPaiseOn,
  registrationStateOn,
  societyDay,
  type EventRegistrationInfo,
  type GuestRegistrationInput,
  type OwnRegistration,
  type RegistrationResult,
} from '@osi/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { eventById, publishedEventBySlug, type EventRecord } from '../../db/event-items';
import { conflict, notFound, unauthorized } from '../../lib/errors';
import { refundPayment } from '../refunds/refunds.service';
import {
  freshVerificationSince,
  notVerified,
  sendVerificationCode,
  verifyCode,
  type VerificationPurpose,
} from '../registration/email-verification.service';
import { offerFreePlaces, registerHeld, takePlace, type Registrant } from './event-places.service';
import { openPlaceOrder, payForPlace } from './event-payments.service';
import { ownRegistrationOf, paidPaiseOf } from './event-registration-views';
import {
  liveStatuses,
  lockEventPlaces,
  memberForRegistration,
  moveRegistration,
  placeCounts,
  registrationByToken,
  registrationDetailsById,
  registrationDetailsOfMember,
  guestRegistrationChecks,
  type RegistrationRow,
} from './event-registrations.repository';

const m = eventMessages;

const publishedEvent = async (db: Executor, slug: string) => {
  const event = await publishedEventBySlug(db, slug);
  if (!event) throw notFound(m.noSuchEvent);
  return event;
};

export const registrationInfo = async (
  db: Executor,
  slug: string,
): Promise<EventRegistrationInfo> => {
  const event = await publishedEvent(db, slug);
  const { taken, waiting } = await placeCounts(db, event.id);
  return {
    eventId: event.id,
    slug: event.slug,
    title: event.title,
    startDate: event.startDate,
    state: registrationStateOn(event, societyDay(), taken),
    opensOn: event.registrationOpens,
    closesOn: event.registrationCloses,
    capacity: event.capacity,
    placesLeft: event.capacity === null ? null : Math.max(0, event.capacity - taken),
    waiting,
    prices: {
      member: priceFor(event, 'member'),
      nonMember: priceFor(event, 'non-member'),
      student: priceFor(event, 'student'),
    },
    cancellationDeadline: event.cancellationDeadline,
    refundRule: event.refundRule,
    cdePoints: event.cdePoints,
    accreditationNumber: event.accreditationNumber,
  };
};

/** A visitor verifies their address for the event as the wizard's applicants do. */
const verificationFor = (event: EventRecord): VerificationPurpose => ({
  for: `to register for ${event.title}`,
  unasked: 'If you did not ask to register, ignore this e-mail.',
  memberEmail: m.memberEmail,
  notVerified: m.emailNotVerified,
});

export const sendEventCode = async (app: FastifyInstance, slug: string, email: string) =>
  sendVerificationCode(app.db, email, verificationFor(await publishedEvent(app.db, slug)));

export const verifyEventCode = async (
  app: FastifyInstance,
  slug: string,
  email: string,
  otp: string,
) => {
  await publishedEvent(app.db, slug);
  return verifyCode(app.db, email, otp);
};

const ownRegistration = async (db: Executor, id: string) => {
  const details = (await registrationDetailsById(db, id))!;
  const event = await eventById(db, details.registration.eventId);
  if (!event) throw notFound(m.noSuchRegistration);
  return ownRegistrationOf(details, event);
};

/** What registering answers for the status it gave. */
const resultMessages: Partial<Record<RegistrationRow['status'], string>> = {
  registered: m.registered,
  held: m.held,
  waiting: m.waiting,
};

/** What registering answers: the registration, and for a held paid place the order to pay it. */
const registrationResult = async (
  app: FastifyInstance,
  event: EventRecord,
  person: Registrant,
): Promise<RegistrationResult> => {
  const placed = await takePlace(app.db, app.config.publicUrl, event, person);
  const row = placed.registration;
  const order = row.status === 'held' ? await openPlaceOrder(app, event, row) : null;
  const details = { ...placed, payment: null, receiptNumber: null, certificateCode: null };
  return {
    message: resultMessages[row.status] ?? m.registered,
    registration: ownRegistrationOf(details, event),
    order,
  };
};

export const registerGuest = async (
  app: FastifyInstance,
  slug: string,
  input: Required<GuestRegistrationInput>,
) => {
  const checked = await guestRegistrationChecks(
    app.db,
    slug,
    input.email,
    freshVerificationSince(),
  );
  if (!checked) throw notFound(m.noSuchEvent);
  const { event, memberHoldsEmail, verified } = checked;
  if (memberHoldsEmail) throw conflict(m.memberEmail, { email: m.memberEmail });
  if (!verified) throw notVerified(verificationFor(event));
  return registrationResult(app, event, { memberId: null, ...input });
};

/** A member registers with their profile's details, at the member price when in good standing. */
export const registerMember = async (app: FastifyInstance, memberId: string, slug: string) => {
  const event = await publishedEvent(app.db, slug);
  const member = await memberForRegistration(app.db, memberId);
  if (!member) throw unauthorized();
  return registrationResult(app, event, {
    memberId,
    name: memberName(member),
    email: member.email.toLowerCase(),
    mobile: member.mobileNo ?? '',
    registrationNumber: member.dentalRegNumber ?? '',
    category: member.inGoodStanding ? 'member' : 'non-member',
  });
};

export const payForRegistration = async (
  app: FastifyInstance,
  payment: Parameters<typeof payForPlace>[1],
): Promise<RegistrationResult> => {
  const registration = await payForPlace(app, payment);
  return {
    message: m.registered,
    registration: await ownRegistration(app.db, registration.id),
    order: null,
  };
};

const registrationOf = async (db: Executor, token: string) => {
  const row = await registrationByToken(db, token);
  const event = row && (await eventById(db, row.eventId));
  if (!row || !event) throw notFound(m.noSuchRegistration);
  return { row, event };
};

export const registrationByItsToken = async (db: Executor, token: string) =>
  ownRegistration(db, (await registrationOf(db, token)).row.id);

/** Takes a held place: a free one at once, a paid one with an order for its price. */
export const acceptPlace = async (
  app: FastifyInstance,
  token: string,
): Promise<RegistrationResult> => {
  const { row, event } = await registrationOf(app.db, token);
  const stillHeld = (held: RegistrationRow) =>
    held.status === 'held' && held.heldUntil !== null && held.heldUntil > new Date();
  if (!stillHeld(row)) throw conflict(m.notHeld);
  if (row.pricePaise > 0) {
    return {
      message: m.held,
      registration: await ownRegistration(app.db, row.id),
      order: await openPlaceOrder(app, event, row),
    };
  }
  await app.db.transaction(async (tx) => {
    await lockEventPlaces(tx, event.id);
    const current = (await registrationOf(tx, token)).row;
    if (!stillHeld(current)) throw conflict(m.notHeld);
    await registerHeld(tx, app.config.publicUrl, event, current);
  });
  return {
    message: m.registered,
    registration: await ownRegistration(app.db, row.id),
    order: null,
  };
};

/**
 * Cancels a live registration before the event: its place (if it held one) is offered on under
 * the event's lock, then what was paid is refunded by the event's rule, with its credit note.
 */
export const cancelRegistration = async (app: FastifyInstance, token: string) => {
  const { row, event } = await registrationOf(app.db, token);
  const today = societyDay();
  if (event.startDate <= today) throw conflict(m.cannotCancel);
  await app.db.transaction(async (tx) => {
    await lockEventPlaces(tx, event.id);
    const cancelled = await moveRegistration(tx, row.id, liveStatuses, {
      status: 'cancelled',
      cancelledAt: new Date(),
      heldUntil: null,
    });
    if (!cancelled) throw conflict(m.cannotCancel);
    await offerFreePlaces(tx, app.config.publicUrl, event, new Date());
  });
  const details = (await registrationDetailsById(app.db, row.id))!;
  const refundPaise = refundPaiseOn(event, today, paidPaiseOf(details));
  if (refundPaise > 0) {
    await refundPayment(app, { type: 'system' }, details.payment!.id, {
      amount: refundPaise / 100,
      reason: `Registration for ${event.title} cancelled`,
    });
  }
  return {
    message: refundPaise > 0 ? m.cancelledWithRefund(formatRupees(refundPaise / 100)) : m.cancelled,
    registration: await ownRegistration(app.db, row.id),
  };
};

/** The member's registrations: the coming events first, soonest first, then the past ones. */
export const memberRegistrations = async (db: Executor, memberId: string) => {
  const items: OwnRegistration[] = [];
  for (const details of await registrationDetailsOfMember(db, memberId)) {
    const event = await eventById(db, details.registration.eventId);
    if (event) items.push(ownRegistrationOf(details, event));
  }
  const today = societyDay();
  const coming = ({ event }: OwnRegistration) => event.startDate >= today;
  const order = (a: OwnRegistration, b: OwnRegistration) => {
    if (coming(a) !== coming(b)) return coming(a) ? -1 : 1;
    const sooner = a.event.startDate.localeCompare(b.event.startDate);
    return coming(a) ? sooner : -sooner;
  };
  return { items: items.sort(order) };
};
