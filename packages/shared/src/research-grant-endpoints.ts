import { z } from 'zod';
import { idParamsSchema, listQuerySchema, okResponseSchema, paginated } from './api';
import { applicationReviewEndpoints } from './application-review-endpoints';
import { defineEndpoint } from './endpoint';
import {
  adminResearchGrantDetailsSchema,
  adminResearchGrantListItemSchema,
  grantAccessSchema,
  ownResearchGrantAnswerSchema,
  researchGrantAppliedSchema,
  researchGrantDetailsSchema,
  roadmapApprovalsAnswerSchema,
  roadmapApprovalUpdateSchema,
  roadmapDepartmentInputSchema,
  roadmapDepartmentSchema,
  roadmapReviewSchema,
  roadmapUploadSchema,
} from './research-grants';

const memberTags = ['research-grants'];
const memberErrors = [400, 403, 404, 409] as const;

/** The signed-in member's research grant: the application, its status and its roadmaps. */
export const researchGrantEndpoints = {
  own: defineEndpoint({
    method: 'GET',
    path: '/api/me/research-grant',
    tags: memberTags,
    summary: "The member's application (the open one, else the latest declined) and roadmaps",
    response: ownResearchGrantAnswerSchema,
  }),
  apply: defineEndpoint({
    method: 'POST',
    path: '/api/me/research-grant',
    tags: memberTags,
    summary: 'Submits the application with its uploaded documents; e-mails the member',
    description: 'Only approved members without an open application.',
    body: researchGrantDetailsSchema,
    status: 201,
    response: researchGrantAppliedSchema,
    errors: memberErrors,
  }),
  uploadRoadmaps: defineEndpoint({
    method: 'POST',
    path: '/api/me/research-grant/roadmaps',
    tags: memberTags,
    summary: "Submits a part's three months of roadmap and budget estimate files",
    description:
      'Months 1-3 first; months 4-6 once the first part is approved; a part again only after it was rejected. Needs an approved, granted application.',
    body: roadmapUploadSchema,
    response: okResponseSchema,
    errors: memberErrors,
  }),
};

const tags = ['admin'];
const errors = [400, 404, 409] as const;
const grant = '/api/admin/research-grants/:id';
const department = '/api/admin/roadmap-departments/:id';

/** The administrators' research grant desk: applications, access, roadmaps and departments. */
export const adminResearchGrantEndpoints = {
  ...applicationReviewEndpoints('/api/admin/research-grants'),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/research-grants',
    tags,
    summary: 'Research grant applications, newest first',
    query: listQuerySchema.omit({ search: true }),
    response: paginated(adminResearchGrantListItemSchema),
  }),
  details: defineEndpoint({
    method: 'GET',
    path: grant,
    tags,
    summary: 'One application with the applicant’s photo and its roadmap parts',
    params: idParamsSchema,
    response: adminResearchGrantDetailsSchema,
    errors,
  }),
  setAccess: defineEndpoint({
    method: 'PUT',
    path: `${grant}/access`,
    tags,
    summary: 'Grants or revokes roadmap upload access',
    params: idParamsSchema,
    body: grantAccessSchema,
    response: okResponseSchema,
    errors,
  }),
  reviewRoadmap: defineEndpoint({
    method: 'PATCH',
    path: `${grant}/roadmap`,
    tags,
    summary: 'Sets a roadmap part to pending, approved or rejected (with a reason)',
    description: 'Approving needs every department reviewer’s approval of the part.',
    params: idParamsSchema,
    body: roadmapReviewSchema,
    response: okResponseSchema,
    errors,
  }),
  approveRoadmap: defineEndpoint({
    method: 'PUT',
    path: `${grant}/roadmap/approvals`,
    tags,
    summary: 'One department reviewer’s verdict on a pending roadmap part',
    params: idParamsSchema,
    body: roadmapApprovalUpdateSchema,
    response: roadmapApprovalsAnswerSchema,
    errors,
  }),
  departments: defineEndpoint({
    method: 'GET',
    path: '/api/admin/roadmap-departments',
    tags,
    summary: 'The departments that sign roadmap parts off, and their reviewers',
    response: z.array(roadmapDepartmentSchema),
  }),
  createDepartment: defineEndpoint({
    method: 'POST',
    path: '/api/admin/roadmap-departments',
    tags,
    body: roadmapDepartmentInputSchema,
    status: 201,
    response: okResponseSchema,
    errors,
  }),
  updateDepartment: defineEndpoint({
    method: 'PUT',
    path: department,
    tags,
    params: idParamsSchema,
    body: roadmapDepartmentInputSchema,
    response: okResponseSchema,
    errors,
  }),
  deleteDepartment: defineEndpoint({
    method: 'DELETE',
    path: department,
    tags,
    params: idParamsSchema,
    response: okResponseSchema,
    errors,
  }),
};
