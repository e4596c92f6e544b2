const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** An amount as Indians write it: ₹1,50,000, or ₹2,000.50 when it has paise. */
export const formatRupees = (amount: number) =>
  (Number.isInteger(amount) ? rupees : rupeesAndPaise).format(amount);

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
