import { idParamsSchema, okResponseSchema } from './api';
import { defineEndpoint } from './endpoint';
import { statusUpdateSchema } from './members';

const tags = ['admin'];
const errors = [400, 404, 409] as const;

/**
 * The review every kind of application has under `path` (members, fellowships, research grants):
 * its status with a comment, the soft delete and the restore.
 */
export const applicationReviewEndpoints = (
  path: `/api/admin/${string}`,
  {
    statusDescription,
    deleteSummary = 'Soft delete: the application leaves the list and can be restored',
  }: { statusDescription?: string; deleteSummary?: string } = {},
) => ({
  setStatus: defineEndpoint({
    method: 'PATCH',
    path: `${path}/:id/status`,
    tags,
    summary: 'Approve, decline or return to pending, with a comment; e-mails the member',
    description: statusDescription,
    params: idParamsSchema,
    body: statusUpdateSchema,
    response: okResponseSchema,
    errors,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    tags,
    summary: deleteSummary,
    params: idParamsSchema,
    response: okResponseSchema,
    errors,
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: `${path}/:id/restore`,
    tags,
    params: idParamsSchema,
    response: okResponseSchema,
    errors,
  }),
});

export type ApplicationReviewEndpoints = ReturnType<typeof applicationReviewEndpoints>;
