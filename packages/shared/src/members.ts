import { z } from 'zod';
import { listQuerySchema, okResponseSchema } from './api';
import {
  accountEmail,
  dateOfBirth,
  dentalRegNumber,
  noDigits,
  optionalText,
  requiredText,
  strongPassword,
  tenDigits,
} from './fields';
import { membershipNumberShape } from './membership-number';
import { membershipTermViewSchema, standingSchema } from './membership-year';
import { applicationStatuses, genders, profileCountries, titles } from './options';

const noNumbers = (label: string) => `${label} should not contain numbers.`;
const required = (label: string) => `${label} is required`;

const lettersField = (label: string, max = 100) =>
  requiredText(required(label), max).regex(noDigits, noNumbers(label));

export const profileMessages = {
  updated: 'Membership details updated successfully!',
  updateFailed: 'Failed to update membership.',
  postcodeInvalid: 'Postcode code must be between 4 and 9 digits (no letters).',
  mobileInvalid: 'Mobile Number must be exactly 10 digits',
} as const;

/** The member's own Edit Information form. */
export const profileUpdateSchema = z.object({
  title: z.enum(titles, { error: required('Title') }),
  firstName: lettersField('First Name', 60),
  middleName: optionalText(60).refine((v) => noDigits.test(v), noNumbers('Middle Name')),
  lastName: lettersField('Last Name', 60),
  gender: z.enum(genders, { error: required('Gender') }),
  mobileNo: requiredText(required('Mobile Number'), 20).regex(
    tenDigits,
    profileMessages.mobileInvalid,
  ),
  specialty: lettersField('Specialty'),
  certificateName: optionalText(150),
  referenceCode: optionalText(50),
  dob: dateOfBirth({
    required: required('Date of Birth'),
    past: 'Date of Birth must be in the past',
  }),
  nationality: optionalText(60),
  department: optionalText(100),
  institution: lettersField('Institution', 150),
  dentalRegNumber: dentalRegNumber(required('Dental Registration Number')),
  address: requiredText(required('Address'), 300),
  city: lettersField('City', 80),
  state: lettersField('State', 80),
  postcode: requiredText(required('Postcode'), 20).regex(
    /^\d{4,9}$/,
    profileMessages.postcodeInvalid,
  ),
  country: z.enum(profileCountries, { error: required('Country') }),
  profilePictureKey: z
    .string()
    .regex(/^[\w-]{10,80}$/)
    .optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const membershipKinds = ['registered', 'manual'] as const;

export const memberProfileSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  gender: z.string(),
  mobileNo: z.string(),
  email: z.string(),
  membershipId: z.string(),
  membershipType: z.string(),
  membershipPrice: z.number().int().nullable(),
  specialty: z.string(),
  certificateName: z.string(),
  referenceCode: z.string(),
  dob: z.string(),
  nationality: z.string(),
  department: z.string(),
  institution: z.string(),
  dentalRegNumber: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  howDidYouKnow: z.string(),
  profilePictureUrl: z.string().nullable(),
  studentIdUrl: z.string().nullable(),
  status: z.enum(applicationStatuses),
  comments: z.string(),
  isManual: z.boolean(),
  createdAt: z.iso.datetime(),
  term: membershipTermViewSchema,
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const adminAddMemberMessages = {
  firstNameDigits: noNumbers('First Name'),
  lastNameDigits: noNumbers('Last Name'),
  mobileInvalid: 'Phone number must be 10 digits.',
  membershipIdTaken: 'Membership ID is already registered.',
  emailInvalid: 'Please enter a valid email address.',
  emailTaken: 'This Email is already in use, login or register with new Email.',
  mobileTaken: 'This Mobile number is already Registered!',
} as const;

/** Required messages are the field name capitalised followed by "is required", as the spec has it. */
export const addMemberSchema = z.object({
  title: z.enum(titles, { error: 'Title is required' }),
  firstName: requiredText('FirstName is required', 60).regex(
    noDigits,
    adminAddMemberMessages.firstNameDigits,
  ),
  lastName: optionalText(60).refine((v) => noDigits.test(v), adminAddMemberMessages.lastNameDigits),
  membershipId: requiredText('MembershipId is required', 40).regex(
    membershipNumberShape,
    'Membership ID may contain letters, digits, hyphens and slashes only',
  ),
  email: accountEmail('Email is required', adminAddMemberMessages.emailInvalid),
  password: strongPassword(),
  mobileNo: requiredText('MobileNo is required', 20).regex(
    tenDigits,
    adminAddMemberMessages.mobileInvalid,
  ),
});
export type AddMemberInput = z.input<typeof addMemberSchema>;
export type AddMember = z.output<typeof addMemberSchema>;

export const statusUpdateSchema = z.object({
  status: z.enum(applicationStatuses, { error: 'Please choose a status' }),
  comments: z
    .string()
    .trim()
    .max(2000, 'Please keep the comment under 2000 characters')
    .default(''),
});
export type StatusUpdateInput = z.input<typeof statusUpdateSchema>;
export type StatusUpdate = z.output<typeof statusUpdateSchema>;
export const statusUpdatedMessage = 'Status updated successfully!';

/** A member as the back office's list shows them. */
export const memberListItemSchema = memberProfileSchema
  .pick({
    id: true,
    title: true,
    firstName: true,
    middleName: true,
    lastName: true,
    email: true,
    mobileNo: true,
    membershipId: true,
    city: true,
    country: true,
    profilePictureUrl: true,
    status: true,
    isManual: true,
    createdAt: true,
  })
  .extend({ deletedAt: z.iso.datetime().nullable(), standing: standingSchema.nullable() });
export type MemberListItem = z.infer<typeof memberListItemSchema>;

/** The back office's list of members: a search, and a standing to filter by. */
export const memberListQuerySchema = listQuerySchema.extend({
  standing: standingSchema.optional(),
});

/** The answer to Add New Member: the member as the list shows them, and the message to show. */
export const memberAddedSchema = okResponseSchema.extend({ member: memberListItemSchema });

/** A member as the back office sees it: the profile plus deletion and the payment of the application. */
export const adminMemberSchema = memberProfileSchema.extend({
  deletedAt: z.iso.datetime().nullable(),
  paymentStatus: z.enum(['captured', 'created', 'failed']).nullable(),
  paymentAmount: z.number().nullable(),
  paymentTimestamp: z.iso.datetime().nullable(),
  razorpayPaymentId: z.string(),
  /** Why the e-mail address gets no more mail (a server refused it for good), or null. */
  emailUndeliverable: z.string().nullable(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;
