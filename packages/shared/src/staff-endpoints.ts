import { z } from 'zod';
import { idParamsSchema, okResponseSchema } from './api';
import { changeErrors, endpointGroup, recordErrors, throttledErrors } from './endpoint';
import { sessionAdminSchema } from './session';
import {
  acceptInvitationSchema,
  invitationViewSchema,
  invitationLifetimeHours,
  inviteStaffSchema,
  staffListSchema,
  staffRoleChangeSchema,
  staffStatusChangeSchema,
} from './staff-accounts';

/** The Owner's Staff page: administrators, their roles, and invitations (decision 082). */
export const staffEndpoints = endpointGroup(
  'staff',
  {
    list: {
      method: 'GET',
      path: '/api/admin/staff',
      summary: 'Every administrator with role, status and last sign-in, and pending invitations',
      response: staffListSchema,
    },
    invite: {
      method: 'POST',
      path: '/api/admin/staff/invitations',
      summary: `E-mails an invitation whose link sets a password, valid ${invitationLifetimeHours} hours`,
      body: inviteStaffSchema,
      status: 201,
      response: okResponseSchema,
      errors: [400, 409],
    },
    resendInvitation: {
      method: 'POST',
      path: '/api/admin/staff/invitations/:id/resend',
      summary: 'Sends a pending invitation again with a new link and a new expiry',
      params: idParamsSchema,
      response: okResponseSchema,
      errors: recordErrors,
    },
    revokeInvitation: {
      method: 'DELETE',
      path: '/api/admin/staff/invitations/:id',
      summary: 'Revokes a pending invitation: its link stops working',
      params: idParamsSchema,
      response: okResponseSchema,
      errors: recordErrors,
    },
    changeRole: {
      method: 'PUT',
      path: '/api/admin/staff/:id/role',
      summary: "Changes an administrator's role; the last active Owner keeps theirs",
      params: idParamsSchema,
      body: staffRoleChangeSchema,
      response: okResponseSchema,
      errors: changeErrors,
    },
    changeStatus: {
      method: 'PUT',
      path: '/api/admin/staff/:id/status',
      summary: 'Disables an administrator (ending their sessions) or enables them again',
      params: idParamsSchema,
      body: staffStatusChangeSchema,
      response: okResponseSchema,
      errors: changeErrors,
    },
    resetTwoFactor: {
      method: 'DELETE',
      path: '/api/admin/staff/:id/two-factor',
      summary: "Resets an administrator's two-factor sign-in and recovery codes",
      params: idParamsSchema,
      response: okResponseSchema,
      errors: recordErrors,
    },
  },
  'staff',
);

const tokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

/** The invited person's page: who the invitation is for, and setting their password. */
export const staffInvitationEndpoints = endpointGroup('staff', {
  invitation: {
    method: 'GET',
    path: '/api/staff-invitations/:token',
    summary: 'Whom a live invitation is for, and with which role',
    params: tokenParamsSchema,
    response: invitationViewSchema,
    errors: throttledErrors,
  },
  accept: {
    method: 'POST',
    path: '/api/staff-invitations/:token/accept',
    summary: 'Sets the password, creates the administrator once, and signs them in',
    params: tokenParamsSchema,
    body: acceptInvitationSchema,
    status: 201,
    response: okResponseSchema.extend({ admin: sessionAdminSchema }),
    errors: [400, 404, 409, 429],
  },
});
