import { z } from 'zod';
import { newAdminMessages, newAdminSchema } from './admin';
import { staffRoles } from './staff';

/** How long an invitation's link works (decision 082). */
export const invitationLifetimeHours = 72;

export const staffRoleSchema = z.enum(staffRoles, { error: 'Please choose a role.' });

/** An administrator as the Staff page lists them. */
export const staffMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  status: z.enum(['active', 'disabled']),
  twoFactor: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  lastSignInAt: z.iso.datetime({ offset: true }).nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** An invitation not yet accepted nor revoked; `expired` once its link no longer works. */
export const staffInvitationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  expiresAt: z.iso.datetime({ offset: true }),
  expired: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffListSchema = z.object({
  staff: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

/** The password typed again, as the forms ask for it. */
const confirmation = { confirmPassword: z.string().min(1, newAdminMessages.confirm) };
const passwordsMatch: [
  (value: { password: string; confirmPassword: string }) => boolean,
  { message: string; path: string[] },
] = [
  (value) => value.password === value.confirmPassword,
  { message: newAdminMessages.mismatch, path: ['confirmPassword'] },
];

/** An administrator another adds with their password (`/adminregister`), Membership unless chosen. */
export const addAdminSchema = newAdminSchema.extend({
  role: staffRoleSchema.default('membership'),
});
export type AddAdmin = z.input<typeof addAdminSchema>;
export const addAdminFormSchema = addAdminSchema.extend(confirmation).refine(...passwordsMatch);

/** An invitation to join the staff, as the Owner sends it. */
export const inviteStaffSchema = newAdminSchema
  .pick({ name: true, email: true })
  .extend({ role: staffRoleSchema });
export type InviteStaff = z.infer<typeof inviteStaffSchema>;

export const staffRoleChangeSchema = z.object({ role: staffRoleSchema });
export const staffStatusChangeSchema = z.object({ status: z.enum(['active', 'disabled']) });

/** What the invitation's page shows the invited person. */
export const invitationViewSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** The password the invited person sets, typed twice. */
export const acceptInvitationSchema = newAdminSchema
  .pick({ password: true })
  .extend(confirmation)
  .refine(...passwordsMatch);
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;

export const staffMessages = {
  emailTaken: 'An administrator or a pending invitation already has this e-mail.',
  lastOwner: 'The society must keep at least one active Owner.',
  notYourself: 'You cannot disable your own account.',
  noSuchAdmin: 'No such administrator.',
  noSuchInvitation: 'No such invitation.',
  invitationInvalid: 'This invitation link is invalid, has expired or was already used.',
} as const;
