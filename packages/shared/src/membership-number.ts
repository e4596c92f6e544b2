import { z } from 'zod';
import { requiredText } from './fields';

/** The fellowship and research grant forms check the membership number when it is left. */
export const membershipNumberMessages = {
  valid: 'Valid membership number',
  invalid: 'Invalid membership number or Email does not match the membership number',
  checkFailed: 'Error validating membership number',
} as const;

/** Membership numbers as the society issues them (OSI-2025-00042) or records them by hand. */
export const membershipNumberShape = /^[A-Za-z0-9/-]+$/;

export const membershipNumberCheckSchema = z.object({
  membershipNumber: requiredText('Membership Number is required', 40).regex(
    membershipNumberShape,
    membershipNumberMessages.invalid,
  ),
});
export type MembershipNumberCheck = z.infer<typeof membershipNumberCheckSchema>;

export const membershipNumberCheckResultSchema = z.object({ isValid: z.boolean() });
