import type { FastifyPluginAsync } from 'fastify';
import {
  eventRegistrationEndpoints as endpoints,
  memberEventEndpoints as memberEndpoints,
} from '@osi/shared';
import { runPassEvery } from '../../lib/background-pass';
import { codeSendingLimit, rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { routeAsMember } from '../admin/admin-actor';
import { runOfferPass } from './event-places.service';
import {
  acceptPlace,
  cancelRegistration,
  memberRegistrations,
  payForRegistration,
  registerGuest,
  registerMember,
  registrationByItsToken,
  registrationInfo,
  sendEventCode,
  verifyEventCode,
} from './event-registration.service';

const limit = (max: number) => rateLimited(max, '10 minutes');

/**
 * Registering for events, a registration's own page, the member's events, and the offer pass
 * (every process runs it each interval: holds past their time lapse and places are offered on).
 */
export const eventRegistrationRoutes: FastifyPluginAsync = async (app) => {
  runPassEvery(
    app,
    'event offer pass',
    () => runOfferPass(app.db, app.config.publicUrl),
    app.config.eventOffers.pollIntervalMs,
  );

  routeEndpoint(app, endpoints.info, async ({ params }) => registrationInfo(app.db, params.slug));
  routeEndpoint(
    app,
    endpoints.sendCode,
    async ({ params, body }) => sendEventCode(app, params.slug, body.email),
    codeSendingLimit,
  );
  routeEndpoint(
    app,
    endpoints.verifyCode,
    async ({ params, body }) => verifyEventCode(app, params.slug, body.email, body.otp),
    limit(30),
  );
  routeEndpoint(
    app,
    endpoints.registerGuest,
    async ({ params, body }) => registerGuest(app, params.slug, body),
    limit(20),
  );
  routeAsMember(
    app,
    endpoints.registerMember,
    async ({ params }, actor) => registerMember(app, actor.id, params.slug),
    limit(20),
  );
  routeEndpoint(app, endpoints.pay, async ({ body }) => payForRegistration(app, body), limit(20));
  routeEndpoint(app, endpoints.own, async ({ params }) =>
    registrationByItsToken(app.db, params.token),
  );
  routeEndpoint(
    app,
    endpoints.accept,
    async ({ params }) => acceptPlace(app, params.token),
    limit(20),
  );
  routeEndpoint(
    app,
    endpoints.cancel,
    async ({ params }) => cancelRegistration(app, params.token),
    limit(20),
  );
  routeAsMember(app, memberEndpoints.events, async (_, actor) =>
    memberRegistrations(app.db, actor.id),
  );
};
