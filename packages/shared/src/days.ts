/**
 * India's calendar days written YYYY-MM-DD, so the arithmetic below never meets a time zone;
 * `societyDay()` gives today's. Apart from the membership year's schemas, so that a public page
 * that counts days (an event's calendar file) does not start zod.
 */
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const toUtc = (day: string) => {
  const match = dayPattern.exec(day);
  if (!match) throw new RangeError(`Not a day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
};
const fromUtc = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayLength = 86_400_000;

export const addDays = (day: string, days: number) => fromUtc(toUtc(day) + days * dayLength);

/** Whole days from `from` to `to`: positive when `to` is later. */
export const daysBetween = (from: string, to: string) =>
  Math.round((toUtc(to) - toUtc(from)) / dayLength);

/** The same day `years` later; a 29 February falls on 1 March in a year without one. */
export const anniversary = (day: string, years: number) => {
  const date = new Date(toUtc(day));
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return fromUtc(date.getTime());
};

/** Whether `text` is a day that exists, written YYYY-MM-DD. */
export const isDay = (text: string) => dayPattern.test(text) && fromUtc(toUtc(text)) === text;
