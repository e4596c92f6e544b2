import { ageOn, type MemberProfile } from '@osi/shared';
import { formatCalendarDate, formatRupees } from '@/utils/format';

export const notAvailable = 'N/A';

export const fullName = (profile: MemberProfile) =>
  [profile.title, profile.firstName, profile.middleName, profile.lastName]
    .filter(Boolean)
    .join(' ');

/** "Life Member — ₹15,000", or just the type when the price is unknown. */
export const membershipPackage = ({ membershipType, membershipPrice }: MemberProfile) =>
  membershipType && membershipPrice !== null
    ? `${membershipType} — ${formatRupees(membershipPrice)}`
    : membershipType;

/** "12 April 1988 (age 37)". */
export const birthDateWithAge = (dob: string, today = new Date()) =>
  dob && `${formatCalendarDate(dob)} (age ${ageOn(dob, today)})`;
