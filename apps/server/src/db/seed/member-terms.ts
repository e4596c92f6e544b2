import { addDays, termEnd, termYearsOfChoice, type MembershipType } from '@osi/shared';
import type { FirstTerm } from '../../modules/membership-year/first-term';
import type { DemoMember, DemoTerm } from './members';

/** The first day of a term of `years` whose last day is `end`. */
const termStartEnding = (end: string, years: number) =>
  addDays(termEnd(addDays(end, 1), -years), 1);

/** A day of India at half past ten in the morning, when the demo payments were made. */
export const demoMoment = (day: string) => new Date(`${day}T10:30:00+05:30`);

export interface DemoMembership {
  /** The term as the members table keeps it; none for applicants. */
  term?: FirstTerm;
  /** The day the registration was paid. */
  registeredOn: string;
  /** The days each renewal was paid, a few days before the term it extended ended. */
  renewedOn: string[];
}

/**
 * A demo member's dates relative to `today`: a term ending when the table says (its start
 * counted back through the renewals), paid a week before admission.
 */
export const demoMembership = (
  status: DemoMember['status'],
  { ends: termEnds, renewals }: DemoTerm,
  type: MembershipType,
  today: string,
  index: number,
): DemoMembership => {
  if (termEnds === undefined) {
    const daysAgo = status === 'declined' ? 21 : 2 + (index % 5);
    return { registeredOn: addDays(today, -daysAgo), renewedOn: [] };
  }
  const years = termYearsOfChoice(type.term);
  if ((termEnds === 'life') !== (years === null)) {
    throw new Error(`The demo member's term does not fit the type ${type.name}`);
  }
  if (termEnds === 'life' || years === null) {
    const memberSince = addDays(today, -3 * 365);
    return {
      term: { memberSince, validUntil: null, lifeMember: true },
      registeredOn: addDays(memberSince, -7),
      renewedOn: [],
    };
  }
  const validUntil = addDays(today, termEnds);
  const memberSince = termStartEnding(validUntil, years * (renewals + 1));
  return {
    term: { memberSince, validUntil, lifeMember: false },
    registeredOn: addDays(memberSince, -7),
    renewedOn: Array.from({ length: renewals }, (_, renewal) =>
      addDays(termEnd(memberSince, years * (renewal + 1)), -6),
    ),
  };
};
