import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEventEndpoints as admin,
  certificateCodeParamsSchema,
  certificateVerificationEndpoints as verification,
  errorResponseSchema,
  memberEventEndpoints as own,
  registrationTokenParamsSchema,
} from '@osi/shared';
import { rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { memberActor, routeAsAdmin, routeAsMember } from '../admin/admin-actor';
import { sendPdf } from '../../lib/send-pdf';
import { fileResponse } from '../uploads/upload-requests';
import { readCdeSettings, saveCdeSettings } from './cde-settings';
import { cdeSummaryOf } from './cde.service';
import {
  guestCertificatePdf,
  ownCertificatePdf,
  requestCertificate,
  revokeCertificate,
  verifyCertificate,
} from './certificates.service';

const perMinute = (max: number) => rateLimited(max, '1 minute');

/** CDE points, certificates as PDF, their public verification, revocation and the CDE settings. */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.config;

  routeAsMember(app, own.cde, async (_input, actor) => cdeSummaryOf(app.db, actor.id));
  routeAsMember(app, own.requestCertificate, async ({ body }, actor) =>
    requestCertificate(app.db, actor.id, body.kind),
  );

  app.get(
    '/api/me/certificates/:code',
    {
      schema: {
        tags: ['members'],
        summary: "One of the signed-in member's certificates, as PDF",
        params: certificateCodeParamsSchema,
        response: { ...fileResponse, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const member = await memberActor(request);
      return sendPdf(
        reply,
        await ownCertificatePdf(app.db, publicUrl, member.id, request.params.code),
      );
    },
  );

  app.get(
    '/api/event-registrations/:token/certificate',
    {
      ...perMinute(30),
      schema: {
        tags: ['events'],
        summary: "A registration's attendance certificate, as PDF, by the secret in its e-mails",
        params: registrationTokenParamsSchema,
        response: fileResponse,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await guestCertificatePdf(app.db, publicUrl, request.params.token)),
  );

  // Its page is drawn in the browser: no drawn page reads it (decision 104).
  routeEndpoint(
    app,
    verification.verify,
    async ({ params }) => verifyCertificate(app.db, params.code),
    perMinute(60),
  );
  routeAsAdmin(app, admin.revokeCertificate, async ({ params, body }, actor) =>
    revokeCertificate(app.db, actor, params.code, body.reason),
  );
  routeEndpoint(app, admin.cdeSettings, async () => readCdeSettings(app.db));
  routeAsAdmin(app, admin.saveCdeSettings, async ({ body }, actor) =>
    saveCdeSettings(app.db, actor, body),
  );
};
