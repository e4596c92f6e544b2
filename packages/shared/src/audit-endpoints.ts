import { idParamsSchema, pageQuerySchema, paginated } from './api';
import {
  auditEventSchema,
  auditEventsQuerySchema,
  auditOptionsSchema,
  type RecordWithHistory,
} from './audit';
import { endpointGroup } from './endpoint';
import type { StaffRight } from './staff';

/** The history of one record: its own audit events, newest first. */
const recordHistory = <const R extends StaffRight>(
  path: `/api/admin/${string}/:id/history`,
  right: R,
) =>
  ({
    method: 'GET',
    path,
    right,
    summary: 'The audit events of one record, newest first',
    params: idParamsSchema,
    query: pageQuerySchema,
    response: paginated(auditEventSchema),
    errors: [400],
  }) as const;

/** The audit log (the Owner's, decision 084) and each record's own history. */
export const auditEndpoints = endpointGroup(
  'admin',
  {
    events: {
      method: 'GET',
      path: '/api/admin/audit-events',
      summary: 'Every audit event, newest first, filtered by who, action, kind of record and dates',
      query: auditEventsQuerySchema,
      response: paginated(auditEventSchema),
      errors: [400],
    },
    options: {
      method: 'GET',
      path: '/api/admin/audit-events/options',
      summary: "The audit log filters' choices: the actions and kinds recorded, the administrators",
      response: auditOptionsSchema,
    },
    memberHistory: recordHistory('/api/admin/members/:id/history', 'members'),
    fellowshipHistory: recordHistory('/api/admin/fellowships/:id/history', 'members'),
    researchGrantHistory: recordHistory('/api/admin/research-grants/:id/history', 'members'),
    paymentHistory: recordHistory('/api/admin/payments/:id/history', 'payments:read'),
  },
  'staff',
);

/** Each kind of record's history endpoint, by the kind as the audit log names it. */
export const historyEndpoints = {
  member: auditEndpoints.memberHistory,
  fellowship: auditEndpoints.fellowshipHistory,
  'research-grant': auditEndpoints.researchGrantHistory,
  payment: auditEndpoints.paymentHistory,
} as const satisfies Record<RecordWithHistory, unknown>;

/** The audit log's CSV of the same filters (a plain streamed route). */
export const auditExportPath = '/api/admin/audit-events/export.csv';
