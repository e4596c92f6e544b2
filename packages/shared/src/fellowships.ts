import { z } from 'zod';
import { okResponseSchema } from './api';
import { caseSchema } from './cases';
import { schemaFromDefinitions } from './field-definitions';
import { noDigits, optionalText, requiredText, tenDigits } from './fields';
import { priceListFields } from './membership-types';
import { membershipNumberCheckSchema } from './membership-number';
import { applicationStatuses, keysOf } from './options';
import { checkoutOrderSchema, checkoutSignatureSchema } from './registration';

const required = (label: string) => `${label} is required`;
const withoutDigits = (label: string, max: number) =>
  requiredText(required(label), max).regex(noDigits, `${label} should not contain numbers.`);

export const fellowshipMessages = {
  phoneInvalid: 'Phone number must be 10 digits.',
  zipInvalid: 'Zip code must be between 4 and 9 digits (no letters).',
  graduationInFuture: 'Date of Graduation must be in the past',
  graduationInvalid: 'Please enter the date as YYYY-MM-DD',
  received: 'Thank you! Your fellowship application has been received and is under review.',
  failed: 'An unexpected error occurred. Please try again.',
  failedAfterPayment: 'Your payment was received, but the application could not be saved.',
  notApproved:
    'Only approved members may apply for the fellowship. Your membership must be approved first.',
  alreadyApplied:
    'You have already applied for the fellowship. Follow your application on your dashboard.',
  noFee: 'Fellowship applications are not open yet: the fellowship fee has not been set.',
  notFound: 'Fellowship not found',
  adminNotFound: 'Fellowship not found. Please check the provided ID.',
  noDownloads: 'No applications available to download.',
  checkoutDescription: 'Credits towards fellowship',
} as const;

/** The qualification rows of the form, in order, and their headings. */
export const qualificationTitles = {
  bachelor: "Bachelor's Degree",
  master: "Master's Degree",
  postDoctoral: 'Post-Doctoral',
} as const;
export const qualificationLevels = keysOf(qualificationTitles);
export type QualificationLevel = (typeof qualificationLevels)[number];

const graduationDate = z
  .string()
  .trim()
  .default('')
  .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), {
    message: fellowshipMessages.graduationInvalid,
    abort: true,
  })
  .refine(
    (value) => value === '' || Date.parse(`${value}T00:00:00Z`) <= Date.now(),
    fellowshipMessages.graduationInFuture,
  );

export const qualificationSchema = z.object({
  degree: optionalText(120).meta({ label: 'Degree' }),
  university: optionalText(150).meta({ label: 'Name of University' }),
  date: graduationDate.meta({ label: 'Date of Graduation' }),
});
export type Qualification = z.output<typeof qualificationSchema>;

/** What the applicant types: everything but the e-mail and phone, which come from their record. */
export const fellowshipDetailsSchema = z.object({
  name: withoutDigits('Name', 120),
  membershipNumber: membershipNumberCheckSchema.shape.membershipNumber,
  address: requiredText(required('Address'), 300),
  road: optionalText(200),
  city: withoutDigits('City', 80),
  state: withoutDigits('State', 80),
  zip: requiredText(required('Zip Code'), 20).regex(/^\d{4,9}$/, fellowshipMessages.zipInvalid),
  country: withoutDigits('Country', 80),
  registration: optionalText(100).meta({ label: 'Country of Registration / Licensure' }),
  /** Bachelor's, master's and post-doctoral, in that order (`qualificationLevels`). */
  qualifications: z
    .array(qualificationSchema)
    .length(qualificationLevels.length, 'Please send the three qualification rows'),
});
export type FellowshipDetails = z.output<typeof fellowshipDetailsSchema>;

/** The form on /apply-fellowship: the details, and the member's own e-mail and phone, read-only. */
export const fellowshipFormSchema = fellowshipDetailsSchema.extend({
  email: requiredText(required('E-mail')),
  telephone: requiredText(required('Phone Number'), 20).regex(
    tenDigits,
    fellowshipMessages.phoneInvalid,
  ),
});
export type FellowshipFormInput = z.input<typeof fellowshipFormSchema>;

/** The application as sent once paid: the details and the signed payment. */
export const fellowshipApplicationSchema = fellowshipDetailsSchema.extend({
  payment: checkoutSignatureSchema,
});
export type FellowshipApplicationInput = z.input<typeof fellowshipApplicationSchema>;
export type FellowshipApplication = z.output<typeof fellowshipApplicationSchema>;

export const fellowshipOrderSchema = checkoutOrderSchema;

export const fellowshipAppliedSchema = okResponseSchema.extend({ id: z.uuid() });

/** The signed-in member's own application, as the dashboard shows it. */
export const ownFellowshipSchema = z.object({
  id: z.uuid(),
  status: z.enum(applicationStatuses),
  comments: z.string(),
  createdAt: z.iso.datetime(),
  approvedAt: z.iso.datetime().nullable(),
  /** Six calendar months after approval; null until approved. */
  panelClosesAt: z.iso.datetime().nullable(),
});
export type OwnFellowship = z.infer<typeof ownFellowshipSchema>;
export const ownFellowshipAnswerSchema = z.object({ fellowship: ownFellowshipSchema.nullable() });

/** The fee applicants pay, as the form shows it. */
export const fellowshipFeeSchema = z.object({ id: z.uuid(), name: z.string(), price: z.number() });
export type FellowshipFee = z.infer<typeof fellowshipFeeSchema>;

/** The Fellowship Price form, as data. */
export const fellowshipTypeFields = priceListFields(
  'Fellowship Type',
  'For example "Fellowship fee 2025–26".',
);
export const fellowshipTypeInputSchema = schemaFromDefinitions(fellowshipTypeFields);
export type FellowshipTypeInput = z.input<typeof fellowshipTypeInputSchema>;
export type FellowshipTypeValues = z.output<typeof fellowshipTypeInputSchema>;

/** A price on the Fellowship Price page; `isFee` marks the one applicants pay. */
export const fellowshipTypeSchema = fellowshipFeeSchema.extend({ isFee: z.boolean() });
export type FellowshipType = z.infer<typeof fellowshipTypeSchema>;

/** A whole application as the back office sees it, downloads included. */
export const adminFellowshipSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  telephone: z.string(),
  membershipNumber: z.string(),
  address: z.string(),
  road: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  registration: z.string(),
  qualifications: z.object({
    bachelor: qualificationSchema,
    master: qualificationSchema,
    postDoctoral: qualificationSchema,
  }),
  status: z.enum(applicationStatuses),
  comments: z.string(),
  approvedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  deletedAt: z.iso.datetime().nullable(),
  paymentStatus: z.enum(['captured', 'created', 'failed']).nullable(),
  paymentAmount: z.number().nullable(),
  paymentMethod: z.string(),
  razorpayPaymentId: z.string(),
  paymentTimestamp: z.iso.datetime().nullable(),
  /** The applicant's photo, from their member record. */
  photoUrl: z.string().nullable(),
});
export type AdminFellowship = z.infer<typeof adminFellowshipSchema>;

/** An application as the list shows it. */
export const adminFellowshipListItemSchema = adminFellowshipSchema.pick({
  id: true,
  name: true,
  email: true,
  telephone: true,
  status: true,
  createdAt: true,
});
export type AdminFellowshipListItem = z.infer<typeof adminFellowshipListItemSchema>;

export const adminFellowshipDetailsSchema = z.object({
  fellowship: adminFellowshipSchema,
  cases: z.array(caseSchema),
});
export type AdminFellowshipDetails = z.infer<typeof adminFellowshipDetailsSchema>;

/** One application as one CSV row: the qualifications spread over columns of their own. */
export const flatFellowship = ({ qualifications, ...fellowship }: AdminFellowship) => ({
  ...fellowship,
  ...Object.fromEntries(
    qualificationLevels.flatMap((level) => [
      [`${level}Degree`, qualifications[level].degree],
      [`${level}University`, qualifications[level].university],
      [`${level}Date`, qualifications[level].date],
    ]),
  ),
});

/** The columns of the fellowship CSV downloads, in reading order. */
export const fellowshipCsvColumns = [
  'id',
  'name',
  'email',
  'telephone',
  'membershipNumber',
  'address',
  'road',
  'city',
  'state',
  'zip',
  'country',
  'registration',
  ...qualificationLevels.flatMap((level) => [
    `${level}Degree`,
    `${level}University`,
    `${level}Date`,
  ]),
  'status',
  'comments',
  'approvedAt',
  'createdAt',
  'deletedAt',
  'paymentStatus',
  'paymentAmount',
  'paymentMethod',
  'razorpayPaymentId',
  'paymentTimestamp',
  'photoUrl',
];
