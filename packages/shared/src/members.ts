import { z } from 'zod';
import { listQuerySchema, okResponseSchema } from './api';
import { schemaFromDefinitions, type FieldDefinition } from './field-definitions';
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
import {
  membershipTermViewSchema,
  standingSchema,
  termChoices,
  termLabels,
} from './membership-year';
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

export const membershipTypeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  price: z.number().int(),
  term: z.enum(termChoices),
});
export type MembershipType = z.infer<typeof membershipTypeSchema>;

/** The answer to adding or updating a type: the type and the message the back office shows. */
export const membershipTypeSavedSchema = okResponseSchema.extend({
  membershipType: membershipTypeSchema,
});

/** A type as the back office sees it: retired types are no longer offered but members hold them. */
export const adminMembershipTypeSchema = membershipTypeSchema.extend({
  retired: z.boolean(),
  holders: z.number().int().nonnegative(),
});
export type AdminMembershipType = z.infer<typeof adminMembershipTypeSchema>;

/** A price in whole rupees. */
const priceField = {
  name: 'price',
  kind: 'number',
  label: 'Price (₹)',
  required: 'Price is required',
  wholeMessage: 'Price must be a whole number of rupees',
  min: { value: 1, message: 'Price must be at least ₹1' },
  max: { value: 1_000_000, message: 'Price must be at most ₹10,00,000' },
} as const satisfies FieldDefinition;

/**
 * A price list's form, as data (the membership types, the Fellowship Price page): the name of a
 * price, called `label`, and the price; the back office renders the form from these definitions.
 */
export const priceListFields = <const L extends string>(label: L, hint?: string) =>
  [
    {
      name: 'name',
      kind: 'text',
      label,
      ...(hint === undefined ? {} : { hint }),
      required: `${label} is required`,
      maxLength: 100,
    },
    priceField,
  ] as const satisfies readonly FieldDefinition[];

/** A type's term: how many years a membership of it lasts, or life (decision 075). */
const termField = {
  name: 'term',
  kind: 'select',
  label: 'Term',
  options: termChoices,
  optionLabels: termLabels,
  required: 'Please choose the term: a number of years, or Life',
} as const satisfies FieldDefinition;

export const membershipTypeFields = [...priceListFields('Membership Type'), termField] as const;

/** A type added without a term (as before terms existed) lasts one year, the column's default. */
export const membershipTypeInputSchema = schemaFromDefinitions(membershipTypeFields).extend({
  term: z
    .enum(termChoices, { error: termField.required })
    .default('1')
    .meta({ label: termField.label }),
});
export type MembershipTypeInput = z.input<typeof membershipTypeInputSchema>;
export type MembershipTypeValues = z.output<typeof membershipTypeInputSchema>;

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
