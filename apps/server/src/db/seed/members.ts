import { z } from 'zod';
import { memberStatuses } from '../schema';
import type { MemberRow } from '../../modules/members/members.repository';

type DemoMember = Pick<
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
> & { type: number; comments?: string };

const institutions = [
  'Government Dental College',
  'Manipal College of Dental Sciences',
  'Saveetha Dental College',
  'Nair Hospital Dental College',
];

type Cells = [string, string, string, string, string, string, string, string, string];

/** title | first name | last name | gender | specialty | city | state | status | membership type (index) */
const demoTable = `
  Dr.   | Ananya  | Krishnan  | female | Prosthodontics | Bengaluru     | Karnataka      | approved | 0
  Dr.   | Rohit   | Deshpande | male   | Periodontics   | Pune          | Maharashtra    | approved | 1
  Prof. | Lakshmi | Narayanan | female | Oral Surgery   | Chennai       | Tamil Nadu     | approved | 0
  Dr.   | Arjun   | Mehta     | male   | Implantology   | Ahmedabad     | Gujarat        | pending  | 1
  Dr.   | Fatima  | Sheikh    | female | Prosthodontics | Hyderabad     | Telangana      | pending  | 0
  Dr.   | Vikram  | Reddy     | male   | Oral Surgery   | Visakhapatnam | Andhra Pradesh | pending  | 1
  Ms.   | Sneha   | Pillai    | female | Dental Surgery | Kochi         | Kerala         | pending  | 2
  Dr.   | Karan   | Malhotra  | male   | Periodontics   | New Delhi     | Delhi          | declined | 1
  Dr.   | Priya   | Banerjee  | female | Implantology   | Kolkata       | West Bengal    | approved | 1
  Dr.   | Suresh  | Gowda     | male   | Prosthodontics | Mysuru        | Karnataka      | approved | 0
`;

/** Believable applicants in every review state, so the back office is not empty on a fresh start. */
export const demoMembers: DemoMember[] = demoTable
  .trim()
  .split('\n')
  .map((line, index) => {
    const [title, firstName, lastName, gender, specialty, city, state, status, type] = line
      .split('|')
      .map((cell) => cell.trim()) as Cells;
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
      ...(status === 'declined'
        ? {
            comments:
              'The dental registration certificate could not be verified. Please apply again with a clear copy.',
          }
        : {}),
    };
  });
