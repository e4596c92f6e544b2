import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminResearchGrantDetailsSchema,
  adminResearchGrantListItemSchema,
  errorResponseSchema,
  grantAccessSchema,
  listQuerySchema,
  okResponseSchema,
  paginated,
  roadmapApprovalsAnswerSchema,
  roadmapApprovalUpdateSchema,
  roadmapDepartmentInputSchema,
  roadmapDepartmentSchema,
  roadmapReviewSchema,
  statusUpdateSchema,
} from '@osi/shared';
import { adminActor } from '../admin/admin-actor';
import { exportRoutes } from '../applications/exports';
import {
  createDepartment,
  deleteDepartment,
  deleteResearchGrant,
  getResearchGrantForAdmin,
  listDepartments,
  listResearchGrantsPage,
  researchGrantCsvStream,
  researchGrantJsonStream,
  restoreResearchGrant,
  setGrantAccess,
  setResearchGrantStatus,
  updateDepartment,
} from './research-grant-review.service';
import { reviewRoadmapPart, setRoadmapApproval } from './roadmaps.service';

const byId = z.object({ id: z.uuid() });
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const tags = ['admin'];

/** The administrators' research grant desk: applications, access, roadmaps and departments. */
export const adminResearchGrantRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboardUrl = `${app.config.publicUrl}/dashboard?tab=research-grant`;

  app.get(
    '/api/admin/research-grants',
    {
      schema: {
        tags,
        summary: 'Research grant applications, newest first',
        querystring: listQuerySchema.omit({ search: true }),
        response: { 200: paginated(adminResearchGrantListItemSchema) },
      },
    },
    async (request) => listResearchGrantsPage(app.db, request.query),
  );

  exportRoutes(app, '/api/admin/research-grants', 'research-grants', 'research grant application', {
    csv: researchGrantCsvStream,
    json: researchGrantJsonStream,
  });

  app.get(
    '/api/admin/research-grants/:id',
    {
      schema: {
        tags,
        summary: 'One application with the applicant’s photo and its roadmap parts',
        params: byId,
        response: { 200: adminResearchGrantDetailsSchema, ...errors },
      },
    },
    async (request) => getResearchGrantForAdmin(app.db, request.params.id),
  );

  app.patch(
    '/api/admin/research-grants/:id/status',
    {
      schema: {
        tags,
        summary: 'Approve, decline or return to pending, with a comment; e-mails the member',
        params: byId,
        body: statusUpdateSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) =>
      setResearchGrantStatus(
        app.db,
        await adminActor(request),
        request.params.id,
        request.body,
        dashboardUrl,
      ),
  );

  app.put(
    '/api/admin/research-grants/:id/access',
    {
      schema: {
        tags,
        summary: 'Grants or revokes roadmap upload access',
        params: byId,
        body: grantAccessSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) =>
      setGrantAccess(
        app.db,
        await adminActor(request),
        request.params.id,
        request.body,
        dashboardUrl,
      ),
  );

  app.patch(
    '/api/admin/research-grants/:id/roadmap',
    {
      schema: {
        tags,
        summary: 'Sets a roadmap part to pending, approved or rejected (with a reason)',
        description: 'Approving needs every department reviewer’s approval of the part.',
        params: byId,
        body: roadmapReviewSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) =>
      reviewRoadmapPart(
        app.db,
        await adminActor(request),
        request.params.id,
        request.body,
        dashboardUrl,
      ),
  );

  app.put(
    '/api/admin/research-grants/:id/roadmap/approvals',
    {
      schema: {
        tags,
        summary: 'One department reviewer’s verdict on a pending roadmap part',
        params: byId,
        body: roadmapApprovalUpdateSchema,
        response: { 200: roadmapApprovalsAnswerSchema, ...errors },
      },
    },
    async (request) =>
      setRoadmapApproval(app.db, await adminActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/research-grants/:id',
    {
      schema: {
        tags,
        summary: 'Soft delete: the application leaves the list and can be restored',
        params: byId,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteResearchGrant(app.db, await adminActor(request), request.params.id);
      return { message: 'Application deleted.' };
    },
  );

  app.post(
    '/api/admin/research-grants/:id/restore',
    { schema: { tags, params: byId, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await restoreResearchGrant(app.db, await adminActor(request), request.params.id);
      return { message: 'Application restored.' };
    },
  );

  app.get(
    '/api/admin/roadmap-departments',
    {
      schema: {
        tags,
        summary: 'The departments that sign roadmap parts off, and their reviewers',
        response: { 200: z.array(roadmapDepartmentSchema) },
      },
    },
    async () => listDepartments(app.db),
  );

  app.post(
    '/api/admin/roadmap-departments',
    {
      schema: {
        tags,
        body: roadmapDepartmentInputSchema,
        response: { 201: okResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createDepartment(app.db, await adminActor(request), request.body)),
  );

  app.put(
    '/api/admin/roadmap-departments/:id',
    {
      schema: {
        tags,
        params: byId,
        body: roadmapDepartmentInputSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) =>
      updateDepartment(app.db, await adminActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/roadmap-departments/:id',
    { schema: { tags, params: byId, response: { 200: okResponseSchema, ...errors } } },
    async (request) => deleteDepartment(app.db, await adminActor(request), request.params.id),
  );
};
