import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthEndpoints as endpoints, readinessResponseSchema } from '@osi/shared';
import { databaseUnavailable } from '../../lib/database-unavailable';
import { withDeadline } from '../../lib/deadline';
import { routeEndpoint } from '../../lib/endpoint-route';
import { createReadiness } from './readiness';

/** A load balancer's probe must hear back quickly, healthy or not. */
const answerWithinMs = 2_000;
/** Probes come often from few addresses, and must not depend on the limiter's Redis. */
const probeConfig = { rateLimit: false } as const;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.health, async () => {
    await withDeadline(app.db.execute(sql`select 1`), answerWithinMs, databaseUnavailable);
    return { status: 'ok' as const, database: app.database.kind, time: new Date().toISOString() };
  });

  routeEndpoint(
    app,
    endpoints.live,
    async (_, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
    { config: probeConfig },
  );

  const readiness = createReadiness(app);
  app.addHook('onClose', async () => readiness.close());
  app.get(
    '/api/health/ready',
    {
      config: probeConfig,
      schema: {
        tags: ['health'],
        summary: 'Readiness: database, Redis, storage and the e-mail backlog; 503 lists what fails',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const report = await readiness.check();
      reply.header('cache-control', 'no-store');
      return reply.status(report.status === 'ready' ? 200 : 503).send(report);
    },
  );
};
