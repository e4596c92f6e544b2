import type { TermChoice } from '@osi/shared';

/** The society's membership packages; administrators change them on the Membership Type page. */
export const demoMembershipTypes = [
  { name: 'Life Member', price: 15000, term: 'life' },
  { name: 'Annual Member', price: 3000, term: '1' },
  { name: 'Student Member', price: 1500, term: '1' },
] as const satisfies { name: string; price: number; term: TermChoice }[];
