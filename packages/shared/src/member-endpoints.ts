import { z } from 'zod';
import { idParamsSchema, listQuerySchema, okResponseSchema, paginated } from './api';
import { applicationReviewEndpoints } from './application-review-endpoints';
import { changeErrors, endpointGroup } from './endpoint';
import {
  addMemberSchema,
  adminMemberSchema,
  memberAddedSchema,
  memberListItemSchema,
  memberListQuerySchema,
  memberProfileSchema,
  profileUpdateSchema,
} from './members';
import { memberTermUpdateSchema, membershipTermViewSchema } from './membership-year';
import {
  membershipNumberCheckResultSchema,
  membershipNumberCheckSchema,
} from './membership-number';

/** The signed-in member's own record: identity always from the session. */
export const ownProfileEndpoints = endpointGroup('members', {
  profile: {
    method: 'GET',
    path: '/api/me/profile',
    summary: "The signed-in member's profile",
    response: memberProfileSchema,
    errors: changeErrors,
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/me/profile',
    summary: 'Edit Information: updates the profile (and the photo, by an upload key)',
    body: profileUpdateSchema,
    response: okResponseSchema.extend({ profile: memberProfileSchema }),
    errors: changeErrors,
  },
  checkMembershipNumber: {
    method: 'POST',
    path: '/api/me/membership-number-checks',
    summary: "Whether a membership number is the signed-in member's own",
    description: 'The fellowship and research grant forms ask when the field is left.',
    body: membershipNumberCheckSchema,
    response: membershipNumberCheckResultSchema,
    errors: [400],
  },
});

const memberPage = paginated(memberListItemSchema);

/** The administrators' membership desk. */
export const adminMemberEndpoints = endpointGroup(
  'admin',
  {
    list: {
      method: 'GET',
      path: '/api/admin/members',
      summary:
        'Membership applications, newest first; search by name, e-mail, phone or number, filter by standing',
      query: memberListQuerySchema,
      response: memberPage,
    },
    deleted: {
      method: 'GET',
      path: '/api/admin/members/deleted',
      summary: 'Deleted membership applications, most recently deleted first',
      query: listQuerySchema,
      response: memberPage,
    },
    membershipIdExists: {
      method: 'GET',
      path: '/api/admin/members/membership-id-exists',
      query: z.object({ membershipId: z.string().trim().min(1).max(40) }),
      response: z.object({ exists: z.boolean() }),
    },
    add: {
      method: 'POST',
      path: '/api/admin/members',
      summary: 'Add New Member: a full member from the start',
      body: addMemberSchema,
      status: 201,
      response: memberAddedSchema,
      errors: changeErrors,
    },
    details: {
      method: 'GET',
      path: '/api/admin/members/:id',
      params: idParamsSchema,
      response: adminMemberSchema,
      errors: changeErrors,
    },
    setTerm: {
      method: 'PUT',
      path: '/api/admin/members/:id/term',
      summary: "Changes a member's valid-until date, or makes them a life member",
      params: idParamsSchema,
      body: memberTermUpdateSchema,
      response: okResponseSchema.extend({ term: membershipTermViewSchema }),
      errors: changeErrors,
    },
    ...applicationReviewEndpoints('/api/admin/members', {
      deleteSummary: 'Soft delete: the application moves to Deleted Members',
    }),
  },
  'members',
);
