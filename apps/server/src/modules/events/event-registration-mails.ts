import { formatDateTime, formatLongDate, formatTicketCode } from '@osi/shared';
import type { EventRecord } from '../../db/event-items';
import { letter, type NewMail } from '../../infra/mail';
import type { RegistrationRow } from './event-registrations.repository';

type Holder = Pick<RegistrationRow, 'name' | 'email' | 'ticketCode' | 'heldUntil'>;

/** The registration's own page, where its holder pays, accepts an offer or cancels. */
type Links = { page: string };

const when = (event: EventRecord) =>
  `${event.title} on ${formatLongDate(event.startDate)}${event.time ? ` at ${event.time}` : ''}, ${[event.venue, event.city].filter(Boolean).join(', ')}`;

const pageLine = (links: Links) => `Your registration, where you can also cancel it: ${links.page}`;

/** The confirmation, carrying the ticket's code. */
export const ticketMail = (event: EventRecord, holder: Holder, links: Links): NewMail => ({
  to: holder.email,
  subject: `Your ticket for ${event.title}`,
  text: letter(
    holder.name,
    `You are registered for ${when(event)}.`,
    `Your ticket: ${formatTicketCode(holder.ticketCode)}\nPlease show this code at the registration desk.`,
    pageLine(links),
  ),
});

/** A paid place held for its payment: the page to pay on, should the checkout be left. */
export const heldMail = (event: EventRecord, holder: Holder, links: Links): NewMail => ({
  to: holder.email,
  subject: `Complete your registration: ${event.title}`,
  text: letter(
    holder.name,
    `We are holding a place for you at ${when(event)} until ${formatDateTime(holder.heldUntil ?? new Date())}.`,
    `Your place is confirmed once it is paid. If the payment did not go through, you can pay on your registration's page: ${links.page}`,
  ),
});

export const waitingMail = (
  event: EventRecord,
  holder: Holder,
  position: number,
  links: Links,
): NewMail => ({
  to: holder.email,
  subject: `Waiting list: ${event.title}`,
  text: letter(
    holder.name,
    `${event.title} is full, so you are on its waiting list, number ${position}.`,
    'If a place frees up, we will hold it for you and e-mail you to take it.',
    pageLine(links),
  ),
});

export const offerMail = (event: EventRecord, holder: Holder, links: Links): NewMail => ({
  to: holder.email,
  subject: `A place is free for you: ${event.title}`,
  text: letter(
    holder.name,
    `A place has freed up for ${when(event)}, and we are holding it for you until ${formatDateTime(holder.heldUntil ?? new Date())}.`,
    `To take it, open your registration: ${links.page}`,
  ),
});

export const lapsedMail = (event: EventRecord, holder: Holder): NewMail => ({
  to: holder.email,
  subject: `Your place has lapsed: ${event.title}`,
  text: letter(
    holder.name,
    `The place held for you at ${event.title} was not taken in time, so it has gone to the next person waiting.`,
    'You are welcome to register again if places are left.',
  ),
});
