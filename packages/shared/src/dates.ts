import { madeOnFirstUse } from './first-use';

/**
 * The society is in India: every date and time it shows, in pages, e-mails and exports, is
 * India's (decision 056), whatever the time zone of the server or of the reader's browser.
 */
export const societyTimeZone = 'Asia/Kolkata';

const timeZone = societyTimeZone;

const formatter = (locale: string, options: Intl.DateTimeFormatOptions) =>
  madeOnFirstUse(() => new Intl.DateTimeFormat(locale, { ...options, timeZone }));
const dateTime = formatter('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const longDate = formatter('en-IN', { dateStyle: 'long' });
const isoParts = formatter('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const asDate = (moment: Date | string) => (typeof moment === 'string' ? new Date(moment) : moment);

/** A moment as 22 Nov 2025, 2:45 pm IST. */
export const formatDateTime = (moment: Date | string) => `${dateTime().format(asDate(moment))} IST`;

/** A moment's day as 22 November 2025. */
export const formatLongDate = (moment: Date | string) => longDate().format(asDate(moment));

const partsOf = (moment: Date | string) =>
  Object.fromEntries(
    isoParts()
      .formatToParts(asDate(moment))
      .map((part) => [part.type, part.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

/** A moment's day in India, as a date input writes it (YYYY-MM-DD). */
export const societyDay = (moment: Date | string = new Date()) => {
  const { year, month, day } = partsOf(moment);
  return `${year}-${month}-${day}`;
};

/** A moment's year in India. */
export const societyYear = (moment: Date | string) => Number(partsOf(moment).year);

/** A moment in ISO 8601 with India's offset, for exports: 2025-11-22T14:45:07.120+05:30. */
export const isoInIndia = (moment: Date | string) => {
  const date = asDate(moment);
  const { year, month, day, hour, minute, second } = partsOf(date);
  const millis = String(date.getUTCMilliseconds()).padStart(3, '0');
  return `${year}-${month}-${day}T${hour}:${minute}:${second}.${millis}+05:30`;
};
