import { z } from 'zod';

/** A text field that must be filled in; missing, empty and blank all give `message`. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters`);

export const optionalText = (max = 200) =>
  z.string().trim().max(max, `Please keep this under ${max} characters`).optional().default('');

export const noDigits = /^[^0-9]*$/;

export const dentalRegNumberInvalid =
  'A dental registration number has only letters, digits, spaces and - / .';
/** A state dental council's registration number, e.g. "KA-12345" or "A/1234/2010". */
export const dentalRegNumber = (requiredMessage: string) =>
  requiredText(requiredMessage, 50).regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, dentalRegNumberInvalid);
export const tenDigits = /^\d{10}$/;
/** The one address rule, for every form and the outbox alike: what a form accepts can be mailed. */
export const emailShape = z.regexes.email;

/** A required e-mail address: `required` when left empty, `invalid` when it is no address. */
export const requiredEmail = (required: string, invalid: string, max = 200) =>
  requiredText(required, max).regex(emailShape, invalid);

/** A member account's e-mail address, in lower case: accounts are found by it. */
export const accountEmail = (required: string, invalid: string) =>
  requiredEmail(required, invalid).toLowerCase();

export const passwordMessages = {
  required: 'Password is required',
  minLength: 'Password must be at least 8 characters long',
  uppercase: 'Password must include at least one uppercase letter',
  number: 'Password must include at least one number',
  special: 'Password must include at least one special character',
} as const;

export const minPasswordLength = 8;
export const specialCharacters = '!@#$%^&*(),.?":{}|<>';
const specialPattern = /[!@#$%^&*(),.?":{}|<>]/;

/** The spec's password rule, checked in its order so the first failing rule is the one shown. */
export const strongPassword = (requiredMessage: string = passwordMessages.required) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(minPasswordLength, passwordMessages.minLength)
    .max(200, 'Password must be at most 200 characters long')
    .regex(/[A-Z]/, passwordMessages.uppercase)
    .regex(/\d/, passwordMessages.number)
    .regex(specialPattern, passwordMessages.special);

export const ageMessages = {
  past: 'Date of birth must be in the past',
  minimum: 'You must be at least 18 years old',
  maximum: 'Please enter a realistic age (less than 120 years)',
} as const;
export const minimumAge = 18;
export const maximumAge = 120;

/** Whole years between a YYYY-MM-DD birth date and `today`. */
export const ageOn = (dob: string, today = new Date()) => {
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
};

/** A YYYY-MM-DD date of birth: in the past, at least 18 and under 120 years ago. */
export const dateOfBirth = (messages: { required: string; past: string }) =>
  z
    .string({ error: messages.required })
    .min(1, messages.required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, messages.required)
    .refine((value) => !Number.isNaN(Date.parse(value)), messages.required)
    .refine((value) => Date.parse(value) < Date.now(), messages.past)
    .refine((value) => ageOn(value) >= minimumAge, ageMessages.minimum)
    .refine((value) => ageOn(value) < maximumAge, ageMessages.maximum);
