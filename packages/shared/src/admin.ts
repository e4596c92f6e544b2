import { z } from 'zod';
import { requiredEmail, requiredText } from './fields';
import { staffRoles } from './staff';

/** The shortest administrator password. */
export const adminPasswordMinLength = 12;

export const newAdminMessages = {
  passwordLength: `Administrator passwords must be at least ${adminPasswordMinLength} characters long.`,
  /** The password field's hint, wherever an administrator's password is chosen. */
  passwordHint: `At least ${adminPasswordMinLength} characters.`,
  confirm: 'Please type the password again.',
  mismatch: 'Passwords do not match.',
} as const;

/** A new administrator, as the server takes it (`/adminregister` and `npm run admin:create`). */
export const newAdminSchema = z.object({
  name: requiredText('Name is required.'),
  email: requiredEmail('Email is required.', 'Please enter a valid email address.'),
  password: z
    .string({ error: newAdminMessages.passwordLength })
    .min(adminPasswordMinLength, newAdminMessages.passwordLength)
    .max(200, 'Password must be at most 200 characters long'),
  /** Owner unless another role is named (decision 081). */
  role: z.enum(staffRoles).optional(),
});
export type NewAdmin = z.infer<typeof newAdminSchema>;

export const activitySchema = z.object({
  id: z.uuid(),
  actorType: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Activity = z.infer<typeof activitySchema>;

export const overviewSchema = z.object({
  members: z.object({
    pending: z.number(),
    approved: z.number(),
    declined: z.number(),
    manual: z.number(),
    deleted: z.number(),
  }),
  unclaimedPayments: z.number(),
  recentActivity: z.array(activitySchema),
});
export type Overview = z.infer<typeof overviewSchema>;

export const unclaimedPaymentSchema = z.object({
  id: z.uuid(),
  purpose: z.string(),
  email: z.string(),
  amount: z.number(),
  currency: z.string(),
  orderId: z.string(),
  paymentId: z.string(),
  gateway: z.string(),
  capturedAt: z.iso.datetime(),
});
export type UnclaimedPayment = z.infer<typeof unclaimedPaymentSchema>;
