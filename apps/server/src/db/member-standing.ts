import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  defaultMembershipYearSettings,
  expiringWithinDays,
  societyTimeZone,
  type Standing,
} from '@osi/shared';
import { directoryListings, members, settings } from './schema';

/** Where the membership year's settings are kept (shared/membership-year.ts). */
export const membershipYearSettingKey = 'membership-year';

/** Today in India, as the database sees it. */
export const societyToday = sql`(now() at time zone ${sql.raw(`'${societyTimeZone}'`)})::date`;

/** The configured grace period, read in the statement so every process agrees at once. */
const graceDays = sql`coalesce((select (${settings.value} ->> 'graceDays')::int from ${settings} where ${settings.key} = ${sql.raw(`'${membershipYearSettingKey}'`)}), ${sql.raw(String(defaultMembershipYearSettings.graceDays))})`;

/** Holding a term that has not lapsed on `today`: life, or ended no longer ago than the grace period. */
const termNotLapsedOn = (today: SQL) =>
  or(sql`${members.lifeMember}`, sql`${members.validUntil} + ${graceDays} >= ${today}`);

export const termNotLapsed = termNotLapsedOn(societyToday);

/** Approved (or added by hand) and not deleted: a member, whatever their term. */
export const admittedMember = and(
  isNull(members.deletedAt),
  or(eq(members.status, 'approved'), eq(members.isManual, true)),
);

/**
 * `standingOn` of shared/membership-year.ts in SQL, on `today`: null for applicants, who hold no
 * term. Its constants are written into the text, as PostgreSQL's COPY (the CSV export) takes no
 * parameters.
 */
const memberStandingOn = (today: SQL) => sql<Standing | null>`case
  when ${members.memberSince} is null then null
  when ${members.lifeMember} or ${members.validUntil} - ${today} > ${sql.raw(String(expiringWithinDays))} then 'active'
  when ${members.validUntil} >= ${today} then 'expiring'
  when ${termNotLapsedOn(today)} then 'grace'
  else 'lapsed' end`;

export const memberStanding = memberStandingOn(societyToday);

/** The same, with today worked out once for the whole statement, not up to three times a row. */
export const memberStandingOnceADay = memberStandingOn(sql`(select ${societyToday})`);

/** The term's parts (MembershipTermView), as the back office's view and the CSV export carry them. */
export const memberTermFields = {
  memberSince: sql`to_char(${members.memberSince}, 'YYYY-MM-DD')`,
  validUntil: sql`case when not ${members.lifeMember} then to_char(${members.validUntil}, 'YYYY-MM-DD') end`,
  lifeMember: members.lifeMember,
  standing: memberStanding,
};

/** The term as the back office's view of a member carries it. */
export const memberTermJson = sql`json_build_object(${sql.join(
  Object.entries(memberTermFields).map(([field, value]) => sql`${sql.raw(`'${field}'`)}, ${value}`),
  sql`, `,
)})`;

/**
 * A member in good standing: approved (or added by hand), not deleted, and not lapsed. This is
 * the SQL of `standingOn` in shared/membership-year.ts; the two are tested against each other.
 */
export const memberInGoodStanding = and(admittedMember, termNotLapsed);

/** Listed by their own choice, and a member in good standing (a left-joined listing may be null). */
export const listedMember = and(eq(directoryListings.listed, true), memberInGoodStanding);
