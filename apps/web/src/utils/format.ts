import { madeOnFirstUse } from '@osi/shared';

/** Amounts in rupees are written as the server's e-mails and PDFs write them. */
export { formatRupees } from '@osi/shared';

// Formatters made once, when first used: toLocaleString and its kin make a new one on every call.
const calendarDate = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A YYYY-MM-DD calendar date (no time, no time zone) as 12 April 1988. */
export const formatCalendarDate = (date: string) =>
  calendarDate().format(new Date(`${date}T00:00:00Z`));

/** Moments are shown in India's time zone wherever the page is read (decision 056). */
export { formatDateTime } from '@osi/shared';

const wholeNumber = madeOnFirstUse(() => new Intl.NumberFormat('en-IN'));

/** A whole number as India writes it: 1,00,000. One formatter, not one a call. */
export const formatNumber = (count: number) => wholeNumber().format(count);

/** A count of things, with the word for one or for several: 1 reply, 2 replies. */
export const formatCount = (count: number, one: string, several: string) =>
  `${formatNumber(count)} ${count === 1 ? one : several}`;
