import { z } from 'zod';
import { memberStatuses } from '../schema';
import type { MemberRow } from '../../modules/members/members.repository';

export type DemoMember = Pick<
  MemberRow,
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'gender'
  | 'specialty'
  | 'institution'
  | 'city'
  | 'state'
  | 'status'
> & {
  type: number;
  comments?: string;
  term: DemoTerm;
};

export interface DemoTerm {
  /** An admitted member's term: its last day in days from the seed's today, or life. */
  ends?: number | 'life';
  /** How many renewals the member paid; each added a term before the current end. */
  renewals: number;
}

const institutions = [
  'Government Dental College',
  'Manipal College of Dental Sciences',
  'Saveetha Dental College',
  'Nair Hospital Dental College',
];

type Cells = [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

/**
 * title | first name | last name | gender | specialty | city | state | status | membership type
 * (index) | last day of the term (days from today, or life; - for applicants) | renewals paid.
 * With the default 30 days of grace: Ananya and Rohit active, Lakshmi for life, Rahul expiring in
 * ten days, Priya in grace, Suresh lapsed.
 */
const demoTable = `
  Dr.   | Ananya  | Krishnan  | female | Prosthodontics | Bengaluru     | Karnataka      | approved | 0 | 200  | 0
  Dr.   | Rohit   | Deshpande | male   | Periodontics   | Pune          | Maharashtra    | approved | 1 | 120  | 1
  Prof. | Lakshmi | Narayanan | female | Oral Surgery   | Chennai       | Tamil Nadu     | approved | 2 | life | 0
  Dr.   | Arjun   | Mehta     | male   | Implantology   | Ahmedabad     | Gujarat        | pending  | 1 | -    | 0
  Dr.   | Fatima  | Sheikh    | female | Prosthodontics | Hyderabad     | Telangana      | pending  | 0 | -    | 0
  Dr.   | Vikram  | Reddy     | male   | Oral Surgery   | Visakhapatnam | Andhra Pradesh | pending  | 1 | -    | 0
  Ms.   | Sneha   | Pillai    | female | Dental Surgery | Kochi         | Kerala         | pending  | 2 | -    | 0
  Dr.   | Karan   | Malhotra  | male   | Periodontics   | New Delhi     | Delhi          | declined | 1 | -    | 0
  Dr.   | Priya   | Banerjee  | female | Implantology   | Kolkata       | West Bengal    | approved | 1 | -12  | 0
  Dr.   | Suresh  | Gowda     | male   | Prosthodontics | Mysuru        | Karnataka      | approved | 0 | -75  | 0
  Dr.   | Rahul   | Verma     | male   | Implantology   | Lucknow       | Uttar Pradesh  | approved | 1 | 10   | 0
`;

/** A demo member's e-mail address. */
export const demoEmail = ({ firstName, lastName }: Pick<DemoMember, 'firstName' | 'lastName'>) =>
  `${firstName}.${lastName}@demo.osi.localhost`.toLowerCase();

/** The demo member whose annual membership ends ten days after the seed ran, to renew it. */
export const renewingDemoMemberEmail = demoEmail({ firstName: 'Rahul', lastName: 'Verma' });

/** The demo member in grace who was refunded part of the registration. */
export const refundedDemoMemberEmail = demoEmail({ firstName: 'Priya', lastName: 'Banerjee' });

const termEndsOf = (cell: string) =>
  cell === '-' ? undefined : cell === 'life' ? ('life' as const) : Number(cell);

/** Believable members and applicants in every review state and standing, so the back office is not empty on a fresh start. */
export const demoMembers: DemoMember[] = demoTable
  .trim()
  .split('\n')
  .map((line, index) => {
    const [
      title,
      firstName,
      lastName,
      gender,
      specialty,
      city,
      state,
      status,
      type,
      termEnds,
      renewals,
    ] = line.split('|').map((cell) => cell.trim()) as Cells;
    return {
      title,
      firstName,
      lastName,
      gender,
      specialty,
      institution: institutions[index % institutions.length]!,
      city,
      state,
      status: z.enum(memberStatuses).parse(status),
      type: Number(type),
      term: { ends: termEndsOf(termEnds), renewals: Number(renewals) },
      ...(status === 'declined'
        ? {
            comments:
              'The dental registration certificate could not be verified. Please apply again with a clear copy.',
          }
        : {}),
    };
  });
