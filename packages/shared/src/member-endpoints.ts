import { z } from 'zod';
import { idParamsSchema, listQuerySchema, paginated } from './api';
import { applicationReviewEndpoints } from './application-review-endpoints';
import { defineEndpoint } from './endpoint';
import {
  addMemberSchema,
  adminMemberSchema,
  memberAddedSchema,
  memberListItemSchema,
  memberProfileSchema,
  profileUpdateSchema,
} from './members';
import {
  membershipNumberCheckResultSchema,
  membershipNumberCheckSchema,
} from './membership-number';

const memberTags = ['members'];
const errors = [400, 404, 409] as const;

/** The signed-in member's own record: identity always from the session. */
export const ownProfileEndpoints = {
  profile: defineEndpoint({
    method: 'GET',
    path: '/api/me/profile',
    tags: memberTags,
    summary: "The signed-in member's profile",
    response: memberProfileSchema,
    errors,
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/me/profile',
    tags: memberTags,
    summary: 'Edit Information: updates the profile (and the photo, by an upload key)',
    body: profileUpdateSchema,
    response: z.object({ message: z.string(), profile: memberProfileSchema }),
    errors,
  }),
  checkMembershipNumber: defineEndpoint({
    method: 'POST',
    path: '/api/me/membership-number-checks',
    tags: memberTags,
    summary: "Whether a membership number is the signed-in member's own",
    description: 'The fellowship and research grant forms ask when the field is left.',
    body: membershipNumberCheckSchema,
    response: membershipNumberCheckResultSchema,
    errors: [400],
  }),
};

const tags = ['admin'];
const memberPage = paginated(memberListItemSchema);

/** The administrators' membership desk. */
export const adminMemberEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/members',
    tags,
    summary: 'Membership applications, newest first; search by name, e-mail, phone or number',
    query: listQuerySchema,
    response: memberPage,
  }),
  deleted: defineEndpoint({
    method: 'GET',
    path: '/api/admin/members/deleted',
    tags,
    summary: 'Deleted membership applications, most recently deleted first',
    query: listQuerySchema,
    response: memberPage,
  }),
  membershipIdExists: defineEndpoint({
    method: 'GET',
    path: '/api/admin/members/membership-id-exists',
    tags,
    query: z.object({ membershipId: z.string().trim().min(1).max(40) }),
    response: z.object({ exists: z.boolean() }),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/admin/members',
    tags,
    summary: 'Add New Member: a full member from the start',
    body: addMemberSchema,
    status: 201,
    response: memberAddedSchema,
    errors,
  }),
  details: defineEndpoint({
    method: 'GET',
    path: '/api/admin/members/:id',
    tags,
    params: idParamsSchema,
    response: adminMemberSchema,
    errors,
  }),
  ...applicationReviewEndpoints('/api/admin/members', {
    deleteSummary: 'Soft delete: the application moves to Deleted Members',
  }),
};
