import { z } from 'zod';
import { emailShape, requiredEmail, strongPassword } from './fields';

export const loginMessages = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  notFound: 'Member not found. Please SignUp.',
  wrongPassword: 'Invalid password.',
} as const;

export const loginSchema = z.object({
  email: requiredEmail(loginMessages.emailRequired, loginMessages.emailInvalid),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;
/** The login form's checks: the e-mail only, as the spec has no client check of the password. */
export const loginFormSchema = loginSchema.extend({ password: z.string() });

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(200)
    .regex(emailShape, 'Please enter a valid email address'),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const forgotPasswordReply =
  'If that e-mail belongs to a member, a link to reset the password is on its way.';

export const resetPasswordSchema = z
  .object({
    token: z.string().min(20).max(200),
    newPassword: strongPassword(),
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'Passwords do not match!',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordMessages = {
  currentRequired: 'Current password is required.',
  newRequired: 'New password is required.',
  sameAsCurrent: 'New password cannot be the same as the current password.',
  confirmRequired: 'Confirm password is required.',
  mismatch: 'Passwords do not match.',
  wrongCurrent: 'Current password is incorrect.',
  changed: 'Password changed successfully.',
} as const;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: changePasswordMessages.currentRequired })
      .min(1, changePasswordMessages.currentRequired)
      .max(200),
    newPassword: strongPassword(changePasswordMessages.newRequired),
    confirmPassword: z
      .string({ error: changePasswordMessages.confirmRequired })
      .min(1, changePasswordMessages.confirmRequired),
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: changePasswordMessages.sameAsCurrent,
    path: ['newPassword'],
  })
  .refine((value) => value.confirmPassword === '' || value.newPassword === value.confirmPassword, {
    message: changePasswordMessages.mismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
