import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditEndpoints as endpoints,
  auditExportPath,
  auditFiltersSchema,
  exportTimestamp,
  historyEndpoints,
} from '@osi/shared';
import { needing, routeEndpoint } from '../../lib/endpoint-route';
import { sendExport } from '../applications/exports';
import { auditCsv } from './audit-export';
import { auditLogOptions, auditLogPage, recordHistory } from './audit-log.service';

/** The Audit Log (the Owner's, decision 084), its CSV, and each record's own history. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.events, async ({ query }) => auditLogPage(app.db, query));
  routeEndpoint(app, endpoints.options, async () => auditLogOptions(app.db));

  app.get(
    auditExportPath,
    needing('staff', {
      schema: {
        tags: ['admin'],
        summary: 'The audit events matching the filters as CSV, newest first, streamed',
        querystring: auditFiltersSchema,
      },
    }),
    async (request, reply) =>
      sendExport(
        reply,
        `audit-log-${exportTimestamp()}`,
        'csv',
        Readable.from(auditCsv(app.db, request.query)),
      ),
  );

  for (const [type, endpoint] of Object.entries(historyEndpoints)) {
    routeEndpoint(app, endpoint, async ({ params, query }) =>
      recordHistory(app.db, { type: type as keyof typeof historyEndpoints, id: params.id }, query),
    );
  }
};
