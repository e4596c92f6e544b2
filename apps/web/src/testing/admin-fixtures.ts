import {
  adminFellowshipListItemSchema,
  adminFellowshipSchema,
  caseSchema,
  memberListItemSchema,
  sessionResponseSchema,
  type AdminFellowship,
  type AdminFellowshipListItem,
  type Case,
  type MemberListItem,
  type StaffRole,
} from '@osi/shared';
import { adminMemberSchema, type AdminMember } from '@/features/admin/members/api/get-member';
import { backOfficePages } from '@/features/admin/back-office';
import { jsonResponse, stubApi } from './stub-api';

/** The session of an administrator holding `role`. */
export const adminSession = (role: StaffRole) =>
  sessionResponseSchema.parse({
    member: null,
    admin: {
      id: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
      email: 'meera.iyer@osi.example.org',
      name: 'Meera Iyer',
      role,
      twoFactorEnabled: false,
      mustEnrolTwoFactor: false,
    },
  });
export const signedInAdmin = adminSession('owner');

/** The nth test id: a valid UUID, distinct per n. */
export const testId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const memberListItem = (n: number, overrides: Partial<MemberListItem> = {}) =>
  memberListItemSchema.parse({
    id: testId(n),
    title: 'Dr.',
    firstName: `Member${n}`,
    middleName: '',
    lastName: 'Sharma',
    email: `member${n}@clinic.example.in`,
    mobileNo: `98765${String(n).padStart(5, '0')}`,
    membershipId: `OSI-2026-${String(n).padStart(5, '0')}`,
    city: 'Pune',
    country: 'India',
    profilePictureUrl: null,
    status: 'pending',
    isManual: false,
    createdAt: '2026-03-03T10:15:00.000Z',
    deletedAt: null,
    standing: null,
    paymentStatus: null,
    paymentAmount: null,
    paymentTimestamp: null,
    razorpayPaymentId: '',
    ...overrides,
  });

/** A page of a back-office list as the API answers it, 20 to a page. */
export const listPage = <T>(items: T[], { page = 1, total = items.length } = {}) => ({
  items,
  page,
  pageSize: 20,
  total,
  totalPages: Math.max(1, Math.ceil(total / 20)),
});

export const memberPage = (items: MemberListItem[], paging?: { page?: number; total?: number }) =>
  listPage(items, paging);

export const adminMember = (overrides: Partial<AdminMember> = {}) =>
  adminMemberSchema.parse({
    id: testId(7),
    title: 'Dr.',
    firstName: 'Ananya',
    middleName: 'K',
    lastName: 'Krishnan',
    gender: 'female',
    mobileNo: '9876543210',
    email: 'ananya.krishnan@clinic.example.in',
    membershipId: 'OSI-2026-00007',
    membershipType: 'Life Membership',
    membershipPrice: 15000,
    specialty: 'Prosthodontics',
    certificateName: 'Dr. Ananya K Krishnan',
    referenceCode: '',
    dob: '1988-04-12',
    nationality: 'Indian',
    department: 'Prosthodontics',
    institution: 'Government Dental College',
    dentalRegNumber: 'KA-12345',
    address: '12 Residency Road',
    postcode: '560025',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    howDidYouKnow: 'Conference Alert',
    profilePictureUrl: null,
    studentIdUrl: null,
    status: 'pending',
    comments: '',
    isManual: false,
    createdAt: '2026-03-03T10:15:00.000Z',
    term: { memberSince: null, validUntil: null, lifeMember: false, standing: null },
    deletedAt: null,
    paymentStatus: null,
    paymentAmount: null,
    paymentTimestamp: null,
    razorpayPaymentId: '',
    emailUndeliverable: null,
    ...overrides,
  });

type Handlers = Parameters<typeof stubApi>[0];

/** The API as a signed-in administrator (an Owner unless `role` says) sees it, plus `handlers`. */
export const stubAdminApi = (handlers: Handlers = {}, role: StaffRole = 'owner') =>
  stubApi({ 'GET /api/session': () => jsonResponse(adminSession(role)), ...handlers });

/** Loads the back office's pages before a file's tests, so the first one does not wait for them. */
export const loadBackOffice = async () => {
  await Promise.all(Object.values(backOfficePages).map((load) => load()));
};

export const fellowshipListItem = (n: number, overrides: Partial<AdminFellowshipListItem> = {}) =>
  adminFellowshipListItemSchema.parse({
    id: testId(n),
    name: `Dr. Fellow${n} Iyer`,
    email: `fellow${n}@clinic.example.in`,
    telephone: `99887${String(n).padStart(5, '0')}`,
    status: 'pending',
    createdAt: '2026-03-03T10:15:00.000Z',
    ...overrides,
  });

const blankQualification = { degree: '', university: '', date: '' };

export const adminFellowship = (overrides: Partial<AdminFellowship> = {}) =>
  adminFellowshipSchema.parse({
    id: testId(21),
    name: 'Dr. Ananya Krishnan',
    email: 'ananya.krishnan@clinic.example.in',
    telephone: '9876543210',
    membershipNumber: 'OSI-2026-00007',
    address: '12 Residency Road',
    road: 'Richmond Town',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560025',
    country: 'India',
    registration: 'India',
    qualifications: {
      bachelor: { degree: 'BDS', university: 'RGUHS', date: '2010-06-30' },
      master: blankQualification,
      postDoctoral: blankQualification,
    },
    status: 'pending',
    comments: '',
    approvedAt: null,
    createdAt: '2026-03-03T10:15:00.000Z',
    deletedAt: null,
    paymentStatus: 'captured',
    paymentAmount: 10000,
    paymentMethod: 'Card (sandbox)',
    razorpayPaymentId: 'pay_29QQoUBi66xm2f',
    paymentTimestamp: '2026-03-03T10:14:00.000Z',
    photoUrl: '/uploads/profile-pictures/upl_ananya',
    ...overrides,
  });

/** A saved case with its three files; the admin's download links. */
export const fellowshipCase = (n: number, overrides: Partial<Case> = {}) =>
  caseSchema.parse({
    id: testId(100 + n),
    category: 'retrospective',
    isSaved: true,
    isLocked: false,
    createdAt: `2026-04-0${(n % 9) + 1}T09:00:00.000Z`,
    files: {
      preOperative: { name: `pre-${n}.pptx`, url: `/api/admin/uploads/upl_pre${n}` },
      intraOperative: { name: `intra-${n}.pptx`, url: `/api/admin/uploads/upl_intra${n}` },
      postOperative: { name: `post-${n}.pptx`, url: `/api/admin/uploads/upl_post${n}` },
    },
    ...overrides,
  });
