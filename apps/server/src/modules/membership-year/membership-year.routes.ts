import type { FastifyPluginAsync } from 'fastify';
import { membershipYearEndpoints as endpoints, membershipYearMessages } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';
import { routeAsAdmin } from '../admin/admin-actor';
import { readMembershipYearSettings, saveMembershipYearSettings } from './membership-year-settings';

export const membershipYearRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.settings, async () => readMembershipYearSettings(app.db));
  routeAsAdmin(app, endpoints.saveSettings, async ({ body }, actor) => ({
    message: membershipYearMessages.saved,
    settings: await saveMembershipYearSettings(app.db, actor, body),
  }));
};
