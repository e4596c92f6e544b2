/** The case panel stays open this many calendar months after the fellowship is approved. */
export const casePanelMonths = 6;

const daysInMonthUtc = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * The same moment `months` calendar months later, in UTC; a day the target month lacks becomes
 * its last day (31 August + 6 months = 28 or 29 February).
 */
export const addMonthsUtc = (date: Date, months: number) => {
  const target = date.getUTCMonth() + months;
  const year = date.getUTCFullYear() + Math.floor(target / 12);
  const month = ((target % 12) + 12) % 12;
  const day = Math.min(date.getUTCDate(), daysInMonthUtc(year, month));
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
};

/** When the case panel of a fellowship approved at `approvedAt` closes. */
export const casePanelClosesAt = (approvedAt: Date) => addMonthsUtc(approvedAt, casePanelMonths);

/** Whether the case panel of a fellowship approved at `approvedAt` is still open at `now`. */
export const isCasePanelOpen = (approvedAt: Date, now = new Date()) =>
  now.getTime() < casePanelClosesAt(approvedAt).getTime();

export type Countdown = {
  months: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
};

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * The time from `now` to `deadline` as whole calendar months, then days, hours, minutes and
 * seconds; null once the deadline is reached.
 */
export const countdownTo = (deadline: Date, now: Date): Countdown | null => {
  if (now.getTime() >= deadline.getTime()) return null;
  let months =
    (deadline.getUTCFullYear() - now.getUTCFullYear()) * 12 +
    (deadline.getUTCMonth() - now.getUTCMonth());
  while (months > 0 && addMonthsUtc(now, months).getTime() > deadline.getTime()) months -= 1;
  const rest = deadline.getTime() - addMonthsUtc(now, months).getTime();
  return {
    months,
    days: Math.floor(rest / day),
    hours: Math.floor((rest % day) / hour),
    minutes: Math.floor((rest % hour) / minute),
    seconds: Math.floor((rest % minute) / second),
  };
};
