import {
  checkInPagePath,
  formatDateTime,
  formatLongDate,
  formatTicketCode,
  icsFor,
} from '@osi/shared';
import { escapeHtml } from '../../lib/safe-html';
import type { EventRecord } from '../../db/event-items';
import { letter, type NewMail } from '../../infra/mail';
import type { RegistrationRow } from './event-registrations.repository';

type Holder = Pick<RegistrationRow, 'name' | 'email' | 'ticketCode' | 'heldUntil'>;

/** The registration's own page, where its holder pays, accepts an offer or cancels. */
type Links = { page: string; publicUrl: string };

const when = (event: EventRecord) =>
  `${event.title} on ${formatLongDate(event.startDate)}${event.time ? ` at ${event.time}` : ''}, ${[event.venue, event.city].filter(Boolean).join(', ')}`;

const pageLine = (links: Links) => `Your registration, where you can also cancel it: ${links.page}`;

/** A letter's paragraphs as HTML, with `image` after the paragraph at `imageAfter`. */
const letterHtml = (text: string, imageAfter: number, image: string) =>
  `<div style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1e293b;max-width:640px">${text
    .split('\n\n')
    .map(
      (paragraph, index) =>
        `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>${index === imageAfter ? image : ''}`,
    )
    .join('')}</div>`;

/**
 * The confirmation, carrying the ticket: its code, its QR code (the check-in page's address with
 * the code, drawn when sent and shown inline) and the event's calendar file.
 */
export const ticketMail = (event: EventRecord, holder: Holder, links: Links): NewMail => {
  const code = formatTicketCode(holder.ticketCode);
  const text = letter(
    holder.name,
    `You are registered for ${when(event)}.`,
    `Your ticket: ${code}\nPlease show this code, or its QR code, at the registration desk.`,
    pageLine(links),
  );
  const qr = `<p><img src="cid:ticket-qr" width="240" height="240" alt="QR code of ticket ${code}"></p>`;
  return {
    to: holder.email,
    subject: `Your ticket for ${event.title}`,
    text,
    html: letterHtml(text, 2, qr),
    attachments: [
      {
        filename: 'ticket.png',
        qrCodeOf: `${links.publicUrl}${checkInPagePath(event.id)}?ticket=${holder.ticketCode}`,
        cid: 'ticket-qr',
      },
      {
        filename: `${event.slug || 'event'}.ics`,
        contentType: 'text/calendar; charset=utf-8',
        text: icsFor({
          uid: `${event.slug}@events`,
          title: event.title,
          start: event.startDate,
          end: event.endDate,
          location: [event.venue, event.city].filter(Boolean).join(', '),
          description: when(event),
          url: `${links.publicUrl}/events/${event.slug}`,
        }),
      },
    ],
  };
};

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
  /** The number in the list, or `{position}` for the database to fill in as it queues it. */
  position: number | '{position}',
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
