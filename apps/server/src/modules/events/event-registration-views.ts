import { refundPaiseOn, societyDay, type OwnRegistration } from '@osi/shared';
import type { EventRecord } from '../../db/event-items';
import { liveStatuses, type RegistrationDetails } from './event-registrations.repository';

/** What the registration's payment brought in and is not refunded yet. */
export const paidPaiseOf = ({ registration, payment }: RegistrationDetails) =>
  payment?.status === 'captured' && payment.claimedById === registration.id
    ? payment.amountPaise - payment.refundedPaise
    : 0;

const cancellable = (details: RegistrationDetails, event: EventRecord, today: string) =>
  liveStatuses.includes(details.registration.status) && event.startDate > today;

/** The registration as its holder sees it, on its page and in the dashboard. */
export const ownRegistrationOf = (
  details: RegistrationDetails,
  event: EventRecord,
): OwnRegistration => {
  const row = details.registration;
  const today = societyDay();
  return {
    id: row.id,
    token: row.token,
    event: {
      id: event.id,
      slug: event.slug,
      title: event.title,
      startDate: event.startDate,
      endDate: event.endDate,
      venue: event.venue,
      city: event.city,
      cdePoints: event.cdePoints,
    },
    name: row.name,
    email: row.email,
    category: row.category,
    status: row.status,
    heldUntil: row.status === 'held' ? (row.heldUntil?.toISOString() ?? null) : null,
    waitingPosition: details.waitingPosition,
    price: row.pricePaise / 100,
    ticketCode: row.status === 'registered' ? row.ticketCode : null,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    receiptNumber: details.receiptNumber,
    cancelRefundPaise: cancellable(details, event, today)
      ? refundPaiseOn(event, today, paidPaiseOf(details))
      : null,
    certificateCode: details.certificateCode,
    createdAt: row.createdAt.toISOString(),
  };
};
