import { groupIndianDigits, isDay } from '@osi/shared';

/** Amounts in rupees are written as the server's e-mails and PDFs write them. */
export { formatRupees } from '@osi/shared';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// Written here rather than by Intl: the public pages write dates and counts as they are taken
// over, and a first Intl formatter costs a slow phone 20 to 80 ms of loading locale data
// (decision 107). The tests hold both to Intl's en-IN output.

/** A YYYY-MM-DD calendar date (no time, no time zone) as 12 April 1988. */
export const formatCalendarDate = (date: string) => {
  if (!isDay(date)) throw new RangeError(`${date} is not a calendar date`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${monthNames[month - 1]} ${year}`;
};

/** Moments are shown in India's time zone wherever the page is read (decision 056). */
export { formatDateTime } from '@osi/shared';

/** A whole number as India writes it: 1,00,000 (the last three digits, then pairs). */
export const formatNumber = (count: number) => {
  if (!Number.isSafeInteger(count)) throw new RangeError(`${count} is not a whole number`);
  const grouped = groupIndianDigits(String(Math.abs(count)));
  return count < 0 ? `-${grouped}` : grouped;
};

/** A count of things, with the word for one or for several: 1 reply, 2 replies. */
export const formatCount = (count: number, one: string, several: string) =>
  `${formatNumber(count)} ${count === 1 ? one : several}`;
