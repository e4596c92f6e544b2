import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminFellowshipDetailsSchema,
  adminFellowshipListItemSchema,
  errorResponseSchema,
  listQuerySchema,
  okResponseSchema,
  paginated,
  statusUpdateSchema,
} from '@osi/shared';
import { adminActor } from '../admin/admin-actor';
import { exportRoutes } from '../applications/exports';
import {
  deleteFellowship,
  fellowshipCsvStream,
  fellowshipJsonStream,
  getFellowshipForAdmin,
  listFellowshipsPage,
  restoreFellowship,
  setFellowshipStatus,
} from './fellowship-review.service';

const byId = z.object({ id: z.uuid() });
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** The administrators' fellowship desk. */
export const adminFellowshipRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboardUrl = `${app.config.publicUrl}/dashboard?tab=fellowship`;

  app.get(
    '/api/admin/fellowships',
    {
      schema: {
        tags: ['admin'],
        summary: 'Fellowship applications, newest first',
        querystring: listQuerySchema.omit({ search: true }),
        response: { 200: paginated(adminFellowshipListItemSchema) },
      },
    },
    async (request) => listFellowshipsPage(app.db, request.query),
  );

  exportRoutes(app, '/api/admin/fellowships', 'fellowships', 'fellowship application', {
    csv: fellowshipCsvStream,
    json: fellowshipJsonStream,
  });

  app.get(
    '/api/admin/fellowships/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One application with its payment, the applicant’s photo and the cases',
        params: byId,
        response: { 200: adminFellowshipDetailsSchema, ...errors },
      },
    },
    async (request) => getFellowshipForAdmin(app.db, request.params.id),
  );

  app.patch(
    '/api/admin/fellowships/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve, decline or return to pending, with a comment; e-mails the member',
        description: 'Approving sets the approval date that opens the six-month case panel.',
        params: byId,
        body: statusUpdateSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) =>
      setFellowshipStatus(
        app.db,
        await adminActor(request),
        request.params.id,
        request.body,
        dashboardUrl,
      ),
  );

  app.delete(
    '/api/admin/fellowships/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Soft delete: the application leaves the list and can be restored',
        params: byId,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteFellowship(app.db, await adminActor(request), request.params.id);
      return { message: 'Application deleted.' };
    },
  );

  app.post(
    '/api/admin/fellowships/:id/restore',
    { schema: { tags: ['admin'], params: byId, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await restoreFellowship(app.db, await adminActor(request), request.params.id);
      return { message: 'Application restored.' };
    },
  );
};
