/** Amounts in rupees are written as the server's e-mails and PDFs write them. */
export { formatRupees } from '@osi/shared';

const calendarDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD calendar date (no time, no time zone) as 12 April 1988. */
export const formatCalendarDate = (date: string) =>
  calendarDate.format(new Date(`${date}T00:00:00Z`));

/** Moments are shown in India's time zone wherever the page is read (decision 056). */
export { formatDateTime } from '@osi/shared';

/** A count of things, with the word for one or for several: 1 reply, 2 replies. */
export const formatCount = (count: number, one: string, several: string) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : several}`;
