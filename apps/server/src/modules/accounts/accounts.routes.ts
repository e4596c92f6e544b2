import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsEndpoints as endpoints, exportTimestamp, paymentFiltersSchema } from '@osi/shared';
import { needing, routeEndpoint } from '../../lib/endpoint-route';
import { sendExport } from '../applications/exports';
import { paymentsPage, paymentTotals, yearOverview } from './accounts.service';
import { paymentCsv } from './payment-export';

/** The society's accounts in the back office: payments, their totals and export, the year. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.payments, async ({ query }) => paymentsPage(app.db, query));
  routeEndpoint(app, endpoints.totals, async ({ query }) => paymentTotals(app.db, query));
  routeEndpoint(app, endpoints.year, async () => yearOverview(app.db));

  app.get(
    '/api/admin/payments/export.csv',
    needing('exports', {
      schema: {
        tags: ['admin'],
        summary: 'The payments matching the filters as CSV, streamed',
        querystring: paymentFiltersSchema,
      },
    }),
    async (request, reply) =>
      sendExport(
        reply,
        `payments-${exportTimestamp()}`,
        'csv',
        Readable.from(paymentCsv(app.db, request.query)),
      ),
  );
};
