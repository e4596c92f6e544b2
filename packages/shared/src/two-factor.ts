import { z } from 'zod';
import type { StaffRole } from './staff';

/** The roles that must use two-factor sign-in when the server requires it (decision 083). */
export const twoFactorRoles: readonly StaffRole[] = ['owner', 'finance'];

/** What the server answers on a back-office route to an Owner or Finance not yet enrolled. */
export const twoFactorRequiredCode = 'two_factor_required';
/** What it answers when an administrator's session ended after a time without requests. */
export const sessionIdleCode = 'session_idle';

export const twoFactorMessages = {
  codeRequired: 'Enter the six-digit code from your authenticator app.',
  codeShape: 'The code is six digits.',
  wrongCode: 'That code is not right. Try the newest code from your app.',
  enterCode: 'Enter the code from your authenticator app to finish signing in.',
  pendingExpired: 'Your sign-in took too long. Please enter your e-mail and password again.',
  required:
    'Your role needs two-factor sign-in. Set it up on the Two-factor sign-in page to continue.',
  requiredByRole: 'Your role needs two-factor sign-in, so it cannot be turned off.',
  alreadyEnabled: 'Two-factor sign-in is already on.',
  notEnabled: 'Two-factor sign-in is not on.',
  noEnrolment: 'Start the set-up again: no key is waiting for a code.',
  idle: 'Your session ended after a time without activity. Please sign in again.',
  locked: 'Too many wrong codes. Please wait 15 minutes and try again.',
  passwordRequired: 'Enter your password to set up two-factor sign-in.',
  wrongPassword: 'That is not your password.',
} as const;

/** Setting up a new key asks for the password again, so a left-open session cannot do it. */
export const enrolmentStartSchema = z.object({
  password: z
    .string({ error: twoFactorMessages.passwordRequired })
    .min(1, twoFactorMessages.passwordRequired)
    .max(200),
});
export type EnrolmentStartInput = z.infer<typeof enrolmentStartSchema>;

/** A six-digit code from the authenticator app. */
export const totpCodeSchema = z.object({
  code: z
    .string({ error: twoFactorMessages.codeRequired })
    .trim()
    .min(1, twoFactorMessages.codeRequired)
    .regex(/^\d{6}$/, twoFactorMessages.codeShape),
});
export type TotpCodeInput = z.infer<typeof totpCodeSchema>;

/** The sign-in's second step: a six-digit code, or one of the recovery codes. */
export const twoFactorSignInSchema = z.object({
  code: z
    .string({ error: twoFactorMessages.codeRequired })
    .trim()
    .min(1, twoFactorMessages.codeRequired)
    .max(40),
});
export type TwoFactorSignInInput = z.infer<typeof twoFactorSignInSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The role must use it and the server requires it: it cannot be turned off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorEnrolmentSchema = z.object({
  /** The otpauth address as a QR code, an image data URL. */
  qrCode: z.string(),
  /** The key for typing in, base32 in groups of four. */
  key: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

export const recoveryCodesResponseSchema = z.object({
  message: z.string(),
  /** Shown once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;
