import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, healthResponseSchema } from '@osi/shared';
import { databaseUnavailable } from '../../lib/database-unavailable';
import { withDeadline } from '../../lib/deadline';

/** A load balancer's probe must hear back quickly, healthy or not. */
const answerWithinMs = 2_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and which database is in use',
        response: { 200: healthResponseSchema, 503: errorResponseSchema },
      },
    },
    async () => {
      await withDeadline(app.db.execute(sql`select 1`), answerWithinMs, databaseUnavailable);
      return { status: 'ok' as const, database: app.database.kind, time: new Date().toISOString() };
    },
  );
};
