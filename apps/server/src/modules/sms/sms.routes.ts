import type { FastifyPluginAsync } from 'fastify';
import { smsEndpoints as endpoints } from '@osi/shared';
import { rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { routeAsAdmin } from '../admin/admin-actor';
import { listSmsPage, sendSms } from './sms.service';

/** /sms-send: administrators only, never an open relay. */
export const smsRoutes: FastifyPluginAsync = async (app) => {
  routeAsAdmin(
    app,
    endpoints.send,
    async ({ body }, actor) => sendSms(app.db, app.sms, actor, body),
    rateLimited(10, '10 minutes'),
  );
  routeEndpoint(app, endpoints.sent, async ({ query }) => listSmsPage(app.db, query));
};
