import { z } from 'zod';
import {
  accountEmail,
  dateOfBirth,
  dentalRegNumber,
  optionalText,
  requiredText,
  strongPassword,
  tenDigits,
} from './fields';
import { genders, referralSources, registrationCountries, titles } from './options';
import { privacyConsentSchema } from './privacy-notice';
import { uploadKindRules, uploadTimeoutMinutes } from './uploads';

export const registrationMessages = {
  emailRequired: 'Email is Required',
  emailInvalid: 'Please Enter a valid Email Address',
  emailTaken: 'This Email is already in use, login or register with new Email.',
  profilePictureRequired: 'Profile picture is required',
  titleRequired: 'Title is required',
  firstNameRequired: 'First name is required',
  firstNameLetters: 'First name must contain letters only, without spaces',
  lastNameRequired: 'Last name is required',
  lastNameLetters: 'Last name must contain letters only',
  dobRequired: 'Date of birth is required',
  dobPast: 'Date of birth must be in the past',
  specialtyRequired: 'Speciality is required',
  institutionRequired: 'Institution is required',
  institutionLetters: 'Institution must contain letters only',
  dentalRegRequired: 'Dental registration number is required',
  dentalRegTaken: 'This Dental Reg number is already Registered!',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  cityLetters: 'City may contain letters, spaces and hyphens only',
  stateRequired: 'State is required',
  stateLetters: 'State may contain letters and spaces only',
  postcodeRequired: 'Postcode is required',
  postcodeInvalid: 'Postcode must be 4-10 characters and alphanumeric',
  mobileRequired: 'Mobile Number is required',
  mobileInvalid: 'Mobile Number must be exactly 10 digits',
  mobileTaken: 'This Mobile number is already Registered!',
  countryRequired: 'Country is required',
  referralRequired: 'Please tell us how you heard about us',
  genderRequired: 'Gender is required',
  membershipTypeRequired: 'Membership type is required',
  priceRequired: 'Price is required',
  otpEmailRequired: 'Email is required',
  otpRequired: 'Please enter the verification code',
  otpSendFailed: 'Failed to send verification code.',
  otpInvalid: 'Invalid OTP or OTP expired.',
  emailNotVerified: 'Please verify your e-mail address before paying.',
  thankYou:
    'Thank you for registering! Your profile is currently under review. Once it has been approved, you will receive a confirmation email.',
} as const;
const m = registrationMessages;

const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

export const registrationAccountSchema = z.object({
  email: accountEmail(m.emailRequired, m.emailInvalid),
  password: strongPassword(),
});

/** An image uploaded during registration, referred to by the key the upload returned. */
export const uploadKey = z.string().regex(/^[\w-]{10,80}$/, 'Please upload the file again');

export const registrationDetailsSchema = z.object({
  profilePictureKey: z
    .string({ error: m.profilePictureRequired })
    .min(1, m.profilePictureRequired)
    .pipe(uploadKey),
  studentIdKey: uploadKey.optional(),
  title: choice(titles, m.titleRequired),
  firstName: requiredText(m.firstNameRequired, 60).regex(/^[A-Za-z]+$/, m.firstNameLetters),
  middleName: optionalText(60).refine(
    (v) => /^[A-Za-z ]*$/.test(v),
    'Middle name must contain letters only',
  ),
  lastName: requiredText(m.lastNameRequired, 60).regex(/^[A-Za-z ]+$/, m.lastNameLetters),
  dob: dateOfBirth({ required: m.dobRequired, past: m.dobPast }),
  gender: choice(genders, m.genderRequired),
  specialty: requiredText(m.specialtyRequired, 100),
  certificateName: optionalText(150),
  referenceCode: optionalText(50),
  nationality: optionalText(60),
  department: optionalText(100),
  institution: requiredText(m.institutionRequired, 150).regex(
    /^[A-Za-z .'&-]+$/,
    m.institutionLetters,
  ),
  dentalRegNumber: dentalRegNumber(m.dentalRegRequired),
  address: requiredText(m.addressRequired, 300),
  city: requiredText(m.cityRequired, 80).regex(/^[A-Za-z -]+$/, m.cityLetters),
  state: requiredText(m.stateRequired, 80).regex(/^[A-Za-z ]+$/, m.stateLetters),
  postcode: requiredText(m.postcodeRequired, 20).regex(/^[A-Za-z0-9 -]{4,10}$/, m.postcodeInvalid),
  mobileNo: requiredText(m.mobileRequired, 20).regex(tenDigits, m.mobileInvalid),
  country: choice(registrationCountries, m.countryRequired),
  howDidYouKnow: choice(referralSources, m.referralRequired),
});

export const registrationMembershipSchema = z.object({
  membershipTypeId: z.uuid({ error: m.membershipTypeRequired }),
});

/** Steps 1 to 3 together: what the server stores once the payment is verified. */
export const registrationSchema = registrationAccountSchema
  .extend(registrationDetailsSchema.shape)
  .extend(registrationMembershipSchema.shape);
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

export const sendCodeSchema = z.object({
  email: accountEmail(m.otpEmailRequired, m.emailInvalid),
});
export const verifyCodeSchema = sendCodeSchema.extend({
  otp: requiredText(m.otpRequired, 6).regex(/^\d{6}$/, m.otpInvalid),
});

export const checkoutSignatureSchema = z.object({
  razorpayOrderId: z.string().regex(/^order_\w{6,40}$/, 'Invalid order id'),
  razorpayPaymentId: z.string().regex(/^pay_\w{6,40}$/, 'Invalid payment id'),
  razorpaySignature: z.string().regex(/^[a-f0-9]{64}$/, 'Invalid payment signature'),
});

/** Step 6 sends everything entered, the consent to the privacy notice and the signed payment. */
export const completeRegistrationSchema = registrationSchema
  .extend(privacyConsentSchema.shape)
  .extend({ payment: checkoutSignatureSchema });
export type CompleteRegistrationInput = z.input<typeof completeRegistrationSchema>;
export type CompleteRegistration = z.output<typeof completeRegistrationSchema>;

export const paymentMessages = {
  cancelled: 'Payment was cancelled',
  scriptMissing: 'Razorpay script not loaded. Please try again.',
  initiateFailed: 'Failed to initiate payment. Please try again.',
  success: 'Payment successful! Registration complete.',
  registrationFailedWithId: 'Registration failed after payment. Contact support with Payment ID: ',
  registrationFailed: 'Payment succeeded but registration failed. Contact support.',
  verificationFailed: 'Payment verification failed',
} as const;

/** Limits the server enforces and the browser checks first. */
export const verificationRules = {
  codeLifetimeMinutes: 10,
  maxAttempts: 5,
  resendAfterSeconds: 60,
  /** How long a verified address may go on to pay and register. */
  verifiedForMinutes: 60,
} as const;

export const imageUploadRules = {
  maxBytes: uploadKindRules.image.maxBytes,
  /** The spec's upload time-out. */
  timeoutMinutes: uploadTimeoutMinutes,
} as const;

export const uploadedImageSchema = z.object({ key: z.string(), previewUrl: z.string().nullable() });

/** A payment order opened on the server, as the checkout needs it. */
export const checkoutOrderSchema = z.object({
  orderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.string(),
  keyId: z.string(),
  gateway: z.enum(['sandbox', 'razorpay']),
  description: z.string(),
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

export const registrationOrderSchema = checkoutOrderSchema.extend({ membershipType: z.string() });
