import { okResponseSchema } from './api';
import { endpointGroup } from './endpoint';
import {
  enrolmentStartSchema,
  recoveryCodesResponseSchema,
  totpCodeSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from './two-factor';

/** An administrator's own two-factor sign-in: any role (decision 083). */
export const twoFactorEndpoints = endpointGroup(
  'two-factor',
  {
    status: {
      method: 'GET',
      path: '/api/admin/two-factor',
      summary: "Whether the signed-in administrator's two-factor sign-in is on",
      response: twoFactorStatusSchema,
    },
    startEnrolment: {
      method: 'POST',
      path: '/api/admin/two-factor/enrolment',
      summary: 'A new key, not yet in use, as a QR code and as text; needs the password again',
      body: enrolmentStartSchema,
      response: twoFactorEnrolmentSchema,
      errors: [400, 409, 429],
    },
    confirmEnrolment: {
      method: 'POST',
      path: '/api/admin/two-factor/enrolment/confirm',
      summary: "Turns two-factor sign-in on with the new key's code; answers ten recovery codes",
      body: totpCodeSchema,
      response: recoveryCodesResponseSchema,
      errors: [400, 409, 429],
    },
    regenerateRecoveryCodes: {
      method: 'POST',
      path: '/api/admin/two-factor/recovery-codes',
      summary: 'Replaces the recovery codes, given a current code',
      body: totpCodeSchema,
      response: recoveryCodesResponseSchema,
      errors: [400, 409, 429],
    },
    disable: {
      method: 'POST',
      path: '/api/admin/two-factor/disable',
      summary: 'Turns two-factor sign-in off, given a current code; not for a role that needs it',
      body: totpCodeSchema,
      response: okResponseSchema,
      errors: [400, 403, 409, 429],
    },
  },
  'self',
);
