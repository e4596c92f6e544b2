/** A date as the page shows it: "12 December 2026". */
export const formatDay = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "12 December 2026" or "12 – 14 December 2026" style range (end optional). */
export const formatDays = (start: string, end?: string) =>
  end && end !== start ? `${formatDay(start)} – ${formatDay(end)}` : formatDay(start);

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const compact = (isoDate: string) => isoDate.replaceAll('-', '');

const dayAfter = (isoDate: string) => {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

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
    `DTEND;VALUE=DATE:${compact(dayAfter(event.end || event.start))}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
