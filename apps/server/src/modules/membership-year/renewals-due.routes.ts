import type { FastifyPluginAsync } from 'fastify';
import { renewalPath, renewalsDueEndpoints as endpoints, societyDay } from '@osi/shared';
import { runPassEvery } from '../../lib/background-pass';
import { rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { renewalsDuePage, sendDueReminders } from './reminders.service';

/**
 * The reminder pass, run by every process at its start and then each interval, or when an
 * administrator asks (each reminder still goes once: reminders.service.ts), and the
 * administrators' list of who is due.
 */
export const renewalsDueRoutes: FastifyPluginAsync = async (app) => {
  const { pollIntervalMs, batchSize } = app.config.reminders;
  const renewUrl = `${app.config.publicUrl}${renewalPath}`;
  const runPass = () => sendDueReminders(app.db, { today: societyDay(), renewUrl, batchSize });

  runPassEvery(app, 'membership reminder pass', runPass, pollIntervalMs);

  routeEndpoint(app, endpoints.list, async ({ query }) => renewalsDuePage(app.db, query));
  routeEndpoint(
    app,
    endpoints.sendReminders,
    async () => ({ sent: await runPass() }),
    rateLimited(10, '1 minute'),
  );
};
