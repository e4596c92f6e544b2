import { z } from 'zod';
import { addDays, anniversary, daysBetween, isDay } from './days';

// The membership year (decision 075), counted in India's calendar days (`days.ts`).

/** The last day of a term of `years` starting on `start`: the day before its anniversary. */
export const termEnd = (start: string, years: number) => addDays(anniversary(start, years), -1);

/**
 * The first day of the current term of `years` ending on `validUntil` (the day after the previous
 * term ended, as a renewal runs), never before the member's first day.
 */
export const termStart = (memberSince: string, validUntil: string, years: number) => {
  const start = anniversary(addDays(validUntil, 1), -years);
  return start > memberSince ? start : memberSince;
};

/** The dates a term of `years` (null: life) starting on `start` gives a member. */
export const termFrom = (start: string, years: number | null) =>
  years === null
    ? { validUntil: null, lifeMember: true }
    : { validUntil: termEnd(start, years), lifeMember: false };

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
  remindAfterDays: z
    .array(dayCount('days after the end').min(1, 'The days after the end must be at least 1'))
    .max(6),
});
export type MembershipYearSettings = z.infer<typeof membershipYearSettingsSchema>;

export const membershipYearMessages = {
  dayList: 'Please enter whole numbers of days separated by commas',
  tooMany: 'Please enter at most 6 days',
  saved: 'Membership year settings saved.',
} as const;

/** Days typed as "30, 7, 0": each checked by `day`, the list kept largest first without repeats. */
const dayListField = (day: z.ZodNumber) =>
  z.string().transform((text, ctx) => {
    const parts = text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    if (parts.some((part) => !/^\d+$/.test(part))) {
      ctx.addIssue({ code: 'custom', message: membershipYearMessages.dayList });
      return z.NEVER;
    }
    const days = [...new Set(parts.map(Number))].sort((a, b) => b - a);
    const refused = days.map((value) => day.safeParse(value)).find((result) => !result.success);
    if (refused) {
      ctx.addIssue({ code: 'custom', message: refused.error.issues[0]!.message });
      return z.NEVER;
    }
    if (days.length > 6) {
      ctx.addIssue({ code: 'custom', message: membershipYearMessages.tooMany });
      return z.NEVER;
    }
    return days;
  });

/** The administrators' form of the settings: the reminder days typed as lists. */
export const membershipYearSettingsFormSchema = z.object({
  graceDays: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number('Please enter the grace period').pipe(dayCount('grace period')),
  ),
  remindBeforeDays: dayListField(dayCount('days before the end')),
  remindAfterDays: dayListField(
    dayCount('days after the end').min(1, 'The days after the end must be at least 1'),
  ),
});
export type MembershipYearSettingsFormInput = z.input<typeof membershipYearSettingsFormSchema>;

export const defaultMembershipYearSettings: MembershipYearSettings = {
  graceDays: 30,
  remindBeforeDays: [30, 7, 0],
  remindAfterDays: [14],
};

export const memberTermMessages = {
  validUntilRequired: 'Please choose the last day of the membership, or mark it as life',
  beforeMemberSince: 'Valid until cannot be before the day the membership started',
  applicant: 'Applicants hold no term until their application is approved.',
  saved: 'Membership term updated.',
} as const;

/** An administrator's change of a member's term: a last day, or life. */
export const memberTermUpdateSchema = z
  .object({
    lifeMember: z.boolean().default(false),
    /** Null or empty for life; the answer parsed again is the same answer. */
    validUntil: z.string().trim().nullable().default(''),
  })
  .superRefine(({ lifeMember, validUntil }, ctx) => {
    if (!lifeMember && !isDay(validUntil ?? '')) {
      ctx.addIssue({
        code: 'custom',
        path: ['validUntil'],
        message: memberTermMessages.validUntilRequired,
      });
    }
  })
  .transform(({ lifeMember, validUntil }) => ({
    lifeMember,
    validUntil: lifeMember ? null : validUntil,
  }));
export type MemberTermUpdateInput = z.input<typeof memberTermUpdateSchema>;
export type MemberTermUpdate = z.output<typeof memberTermUpdateSchema>;

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
