import { z } from 'zod';
import { idParamsSchema, okResponseSchema, pageQuerySchema, paginated } from './api';
import { applicationReviewEndpoints } from './application-review-endpoints';
import { changeErrors, endpointGroup, memberChangeErrors } from './endpoint';
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

/** The signed-in member's research grant: the application, its status and its roadmaps. */
export const researchGrantEndpoints = endpointGroup('research-grants', {
  own: {
    method: 'GET',
    path: '/api/me/research-grant',
    summary: "The member's application (the open one, else the latest declined) and roadmaps",
    response: ownResearchGrantAnswerSchema,
  },
  apply: {
    method: 'POST',
    path: '/api/me/research-grant',
    summary: 'Submits the application with its uploaded documents; e-mails the member',
    description: 'Only approved members without an open application.',
    body: researchGrantDetailsSchema,
    status: 201,
    response: researchGrantAppliedSchema,
    errors: memberChangeErrors,
  },
  uploadRoadmaps: {
    method: 'POST',
    path: '/api/me/research-grant/roadmaps',
    summary: "Submits a part's three months of roadmap and budget estimate files",
    description:
      'Months 1-3 first; months 4-6 once the first part is approved; a part again only after it was rejected. Needs an approved, granted application.',
    body: roadmapUploadSchema,
    response: okResponseSchema,
    errors: memberChangeErrors,
  },
});

const grant = '/api/admin/research-grants/:id';
const department = '/api/admin/roadmap-departments/:id';

/** The administrators' research grant desk: applications, access, roadmaps and departments. */
export const adminResearchGrantEndpoints = endpointGroup(
  'admin',
  {
    ...applicationReviewEndpoints('/api/admin/research-grants'),
    list: {
      method: 'GET',
      path: '/api/admin/research-grants',
      summary: 'Research grant applications, newest first',
      query: pageQuerySchema,
      response: paginated(adminResearchGrantListItemSchema),
    },
    details: {
      method: 'GET',
      path: grant,
      summary: 'One application with the applicant’s photo and its roadmap parts',
      params: idParamsSchema,
      response: adminResearchGrantDetailsSchema,
      errors: changeErrors,
    },
    setAccess: {
      method: 'PUT',
      path: `${grant}/access`,
      summary: 'Grants or revokes roadmap upload access',
      params: idParamsSchema,
      body: grantAccessSchema,
      response: okResponseSchema,
      errors: changeErrors,
    },
    reviewRoadmap: {
      method: 'PATCH',
      path: `${grant}/roadmap`,
      summary: 'Sets a roadmap part to pending, approved or rejected (with a reason)',
      description: 'Approving needs every department reviewer’s approval of the part.',
      params: idParamsSchema,
      body: roadmapReviewSchema,
      response: okResponseSchema,
      errors: changeErrors,
    },
    approveRoadmap: {
      method: 'PUT',
      path: `${grant}/roadmap/approvals`,
      summary: 'One department reviewer’s verdict on a pending roadmap part',
      params: idParamsSchema,
      body: roadmapApprovalUpdateSchema,
      response: roadmapApprovalsAnswerSchema,
      errors: changeErrors,
    },
    departments: {
      method: 'GET',
      path: '/api/admin/roadmap-departments',
      summary: 'The departments that sign roadmap parts off, and their reviewers',
      response: z.array(roadmapDepartmentSchema),
    },
    createDepartment: {
      method: 'POST',
      path: '/api/admin/roadmap-departments',
      body: roadmapDepartmentInputSchema,
      status: 201,
      response: okResponseSchema,
      errors: changeErrors,
    },
    updateDepartment: {
      method: 'PUT',
      path: department,
      params: idParamsSchema,
      body: roadmapDepartmentInputSchema,
      response: okResponseSchema,
      errors: changeErrors,
    },
    deleteDepartment: {
      method: 'DELETE',
      path: department,
      params: idParamsSchema,
      response: okResponseSchema,
      errors: changeErrors,
    },
  },
  'members',
);
