import { addDays } from './days';

// The calendar file of an event, for its page and its ticket e-mail.

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const compact = (isoDate: string) => isoDate.replaceAll('-', '');

/**
 * An iCalendar (RFC 5545) file with one all-day event from `start` to `end` (inclusive), which
 * calendar apps import.
 */
export const icsFor = (event: {
  uid: string;
  title: string;
  start: string;
  end?: string | undefined;
  location: string;
  description: string;
  url: string;
}) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Oral Implantology Society of India//Events//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
    `DTSTART;VALUE=DATE:${compact(event.start)}`,
    `DTEND;VALUE=DATE:${compact(addDays(event.end || event.start, 1))}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
