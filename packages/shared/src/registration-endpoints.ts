import { z } from 'zod';
import { okResponseSchema } from './api';
import { endpointGroup } from './endpoint';
import { privacyConsentSchema } from './privacy-notice';
import {
  completeRegistrationSchema,
  registrationAccountSchema,
  registrationDetailsSchema,
  registrationMembershipSchema,
  registrationOrderSchema,
  sendCodeSchema,
  verifyCodeSchema,
} from './registration';

const errors = [400, 404, 409, 413, 429] as const;

/** Whether a member already uses a value the applicant typed. */
const takenLookup = <const B extends z.ZodObject>(
  path: `/api/registration/${string}-exists`,
  body: B,
) =>
  ({
    method: 'POST',
    path,
    summary: `Whether a member already uses this ${Object.keys(body.shape)[0]}`,
    body,
    response: z.object({ exists: z.boolean() }),
    errors,
  }) as const;

/** Joining: the uniqueness lookups, the e-mail code, the payment order and the registration. */
export const registrationEndpoints = endpointGroup('registration', {
  emailExists: takenLookup(
    '/api/registration/email-exists',
    registrationAccountSchema.pick({ email: true }),
  ),
  mobileExists: takenLookup(
    '/api/registration/mobile-exists',
    registrationDetailsSchema.pick({ mobileNo: true }),
  ),
  dentalExists: takenLookup(
    '/api/registration/dental-exists',
    registrationDetailsSchema.pick({ dentalRegNumber: true }),
  ),
  sendCode: {
    method: 'POST',
    path: '/api/registration/verification-code',
    summary: 'E-mails a six-digit code, valid 10 minutes',
    body: sendCodeSchema,
    response: okResponseSchema,
    errors,
  },
  verifyCode: {
    method: 'POST',
    path: '/api/registration/verification-code/verify',
    summary: 'Checks the code; five tries per code',
    body: verifyCodeSchema,
    response: okResponseSchema,
    errors,
  },
  order: {
    method: 'POST',
    path: '/api/registration/order',
    summary: "Opens a payment order for the membership type's stored price",
    description:
      'Only with consent to the current privacy notice, so no payment is taken without it.',
    body: registrationMembershipSchema
      .extend(sendCodeSchema.shape)
      .extend(privacyConsentSchema.shape),
    response: registrationOrderSchema,
    errors,
  },
  register: {
    method: 'POST',
    path: '/api/registration',
    summary: 'Creates the member after verifying the payment signature, amount, e-mail and consent',
    body: completeRegistrationSchema,
    status: 201,
    response: okResponseSchema.extend({ membershipId: z.string() }),
    errors,
  },
});
