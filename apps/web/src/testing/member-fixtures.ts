import {
  memberProfileSchema,
  membershipTypeSchema,
  type DirectoryMember,
  type MemberPayment,
} from '@osi/shared';
import { z } from 'zod';
import { signedIn } from './fixtures';

export const membershipTypes = z.array(membershipTypeSchema).parse([
  { id: '0b6f3f2e-1f1a-4c59-9a53-6d1c2e7c1a01', name: 'Life Member', price: 15000, term: 'life' },
  { id: '0b6f3f2e-1f1a-4c59-9a53-6d1c2e7c1a02', name: 'Annual Member', price: 3000, term: '1' },
  { id: '0b6f3f2e-1f1a-4c59-9a53-6d1c2e7c1a03', name: 'Student Member', price: 1500, term: '1' },
]);

/** The signed-in member of `signedIn`, approved, with some optional fields left empty. */
export const memberProfile = memberProfileSchema.parse({
  id: signedIn.member!.id,
  title: 'Dr.',
  firstName: 'Asha',
  middleName: '',
  lastName: 'Rao',
  gender: 'female',
  mobileNo: '9845012345',
  email: signedIn.member!.email,
  membershipId: 'OSI-0042',
  membershipType: 'Life Member',
  membershipPrice: 15000,
  specialty: 'Prosthodontics',
  certificateName: '',
  referenceCode: '',
  dob: '1988-04-12',
  nationality: 'Indian',
  department: '',
  institution: 'Government Dental College',
  dentalRegNumber: 'KA-12345',
  address: '12 Residency Road',
  postcode: '560025',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  howDidYouKnow: 'Friend',
  profilePictureUrl: '/uploads/public/asha.png',
  studentIdUrl: null,
  status: 'approved',
  comments: '',
  isManual: false,
  createdAt: '2025-01-15T10:00:00.000Z',
  term: { memberSince: '2025-01-20', validUntil: null, lifeMember: true, standing: 'active' },
});

/** A captured registration payment with its receipt, as the Payments lists show it. */
export const memberPayment = (overrides: Partial<MemberPayment> = {}): MemberPayment => ({
  id: '5c0d3d1e-2f4a-4b6c-8d9e-0a1b2c3d4e5f',
  date: '2026-05-26T04:30:00.000Z',
  purpose: 'membership',
  item: 'Life Member',
  amountPaise: 1_500_000,
  status: 'captured',
  paymentId: 'pay_A1b2C3d4E5f6G7',
  receiptNumber: 'OSI/2026-27/000123',
  creditNotes: [],
  refundedPaise: 0,
  ...overrides,
});

/** A member as the public directory lists them. */
export const directoryMember = (overrides: Partial<DirectoryMember> = {}): DirectoryMember => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Dr.',
  firstName: 'Anjali',
  lastName: 'Rao',
  profilePictureUrl: null,
  specialty: 'Periodontics',
  city: 'Mysuru',
  state: 'Karnataka',
  country: 'India',
  registeredSince: 2024,
  ...overrides,
});
