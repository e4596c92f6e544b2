import { z } from 'zod';

/**
 * The membership year (decision 075). Days are India's calendar days written YYYY-MM-DD, so the
 * arithmetic below never meets a time zone; `societyDay()` gives today's.
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
const anniversary = (day: string, years: number) => {
  const date = new Date(toUtc(day));
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return fromUtc(date.getTime());
};

/** The last day of a term of `years` starting on `start`: the day before its anniversary. */
export const termEnd = (start: string, years: number) => addDays(anniversary(start, years), -1);

/** A renewal's term starts the day after the current one ends, or today if that has passed. */
export const renewalStart = (validUntil: string | null, today: string) => {
  if (validUntil === null) return today;
  const next = addDays(validUntil, 1);
  return next > today ? next : today;
};

export const standings = ['active', 'expiring', 'grace', 'lapsed'] as const;
export type Standing = (typeof standings)[number];
export const standingSchema = z.enum(standings);

export const standingLabels: Record<Standing, string> = {
  active: 'Active',
  expiring: 'Expiring',
  grace: 'In grace',
  lapsed: 'Lapsed',
};

/** Days left at which an active membership is shown as expiring. */
export const expiringWithinDays = 30;

export interface MembershipTerm {
  lifeMember: boolean;
  /** The term's last day; null for life members and for applicants who hold no term yet. */
  validUntil: string | null;
}

/**
 * Where a member stands on `today`. Members in grace keep every right of membership; lapsed
 * members may sign in and renew, nothing more. Null when they hold no term (an applicant).
 */
export const standingOn = (
  term: MembershipTerm,
  today: string,
  graceDays: number,
): Standing | null => {
  if (term.lifeMember) return 'active';
  if (term.validUntil === null) return null;
  const left = daysBetween(today, term.validUntil);
  if (left > expiringWithinDays) return 'active';
  if (left >= 0) return 'expiring';
  return -left <= graceDays ? 'grace' : 'lapsed';
};

/** India's financial year (April to March) a day falls in, as 2026-27. */
export const financialYear = (day: string) => {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

const dayCount = (label: string) =>
  z
    .number(`Please enter the ${label}`)
    .int(`The ${label} must be a whole number of days`)
    .min(0, `The ${label} cannot be negative`)
    .max(365, `The ${label} must be at most 365 days`);

/** The administrators' settings of the membership year. */
export const membershipYearSettingsSchema = z.object({
  graceDays: dayCount('grace period'),
  /** Reminders are mailed this many days before a term ends (0: on the day). */
  remindBeforeDays: z.array(dayCount('days before the end')).max(6),
  /** And this many days after it ended, while the member has not renewed. */
  remindAfterDays: z.array(dayCount('days after the end').min(1)).max(6),
});
export type MembershipYearSettings = z.infer<typeof membershipYearSettingsSchema>;

export const defaultMembershipYearSettings: MembershipYearSettings = {
  graceDays: 30,
  remindBeforeDays: [30, 7, 0],
  remindAfterDays: [14],
};

/** A member's term as their profile and the back office show it. */
export const membershipTermViewSchema = z.object({
  memberSince: z.iso.date().nullable(),
  validUntil: z.iso.date().nullable(),
  lifeMember: z.boolean(),
  standing: standingSchema.nullable(),
});
export type MembershipTermView = z.infer<typeof membershipTermViewSchema>;

/** The view of a term on `today`. */
export const termView = (
  term: MembershipTerm & { memberSince: string | null },
  today: string,
  graceDays: number,
): MembershipTermView => ({
  memberSince: term.memberSince,
  validUntil: term.lifeMember ? null : term.validUntil,
  lifeMember: term.lifeMember,
  standing: term.memberSince === null ? null : standingOn(term, today, graceDays),
});
