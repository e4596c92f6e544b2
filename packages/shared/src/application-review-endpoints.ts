import { idParamsSchema, okResponseSchema } from './api';
import { changeErrors, endpointGroup } from './endpoint';
import { statusUpdateSchema } from './members';

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
) =>
  endpointGroup(
    'admin',
    {
      setStatus: {
        method: 'PATCH',
        path: `${path}/:id/status`,
        summary: 'Approve, decline or return to pending, with a comment; e-mails the member',
        description: statusDescription,
        params: idParamsSchema,
        body: statusUpdateSchema,
        response: okResponseSchema,
        errors: changeErrors,
      },
      remove: {
        method: 'DELETE',
        path: `${path}/:id`,
        summary: deleteSummary,
        params: idParamsSchema,
        response: okResponseSchema,
        errors: changeErrors,
      },
      restore: {
        method: 'POST',
        path: `${path}/:id/restore`,
        params: idParamsSchema,
        response: okResponseSchema,
        errors: changeErrors,
      },
    },
    'members',
  );

export type ApplicationReviewEndpoints = ReturnType<typeof applicationReviewEndpoints>;
