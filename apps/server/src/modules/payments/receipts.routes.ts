import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPaymentEndpoints as admin,
  errorResponseSchema,
  idParamsSchema,
  ownPaymentEndpoints as own,
} from '@osi/shared';
import { needing, routeEndpoint } from '../../lib/endpoint-route';
import { sendPdf } from '../../lib/send-pdf';
import { memberActor, routeAsAdmin, routeAsMember } from '../admin/admin-actor';
import { getMemberForAdmin } from '../members/members.service';
import { fileResponse } from '../uploads/upload-requests';
import { readGstDetails, saveGstSettings } from './gst-settings.service';
import {
  ownReceiptPdf,
  paymentsOfMember,
  receiptPdfByNumber,
  receiptPdfOfPayment,
} from './receipts.service';

const pdfResponse = { ...fileResponse, 401: errorResponseSchema };

/** Members' payments and receipts, and the society's GST details that make receipts tax invoices. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  routeAsMember(app, own.payments, async (_input, actor) => paymentsOfMember(app.db, actor.id));

  app.get(
    '/api/me/receipts/:number',
    {
      schema: {
        tags: ['members'],
        summary: "One of the signed-in member's receipts, as PDF",
        params: z.object({ number: z.string().max(60) }),
        response: pdfResponse,
      },
    },
    async (request, reply) => {
      const member = await memberActor(request);
      return sendPdf(reply, await ownReceiptPdf(app.db, member.id, request.params.number));
    },
  );

  app.get(
    '/api/admin/payments/:id/receipt',
    needing('payments:read', {
      schema: {
        tags: ['admin'],
        summary: "A payment's receipt, as PDF",
        params: idParamsSchema,
        response: pdfResponse,
      },
    }),
    async (request, reply) => sendPdf(reply, await receiptPdfOfPayment(app.db, request.params.id)),
  );

  app.get(
    '/api/admin/receipts/:number',
    needing('payments:read', {
      schema: {
        tags: ['admin'],
        summary: 'Any receipt or credit note by its number, as PDF',
        params: z.object({ number: z.string().max(60) }),
        response: pdfResponse,
      },
    }),
    async (request, reply) =>
      sendPdf(reply, await receiptPdfByNumber(app.db, request.params.number)),
  );

  routeEndpoint(app, admin.memberPayments, async ({ params }) => {
    await getMemberForAdmin(app.db, params.id);
    return paymentsOfMember(app.db, params.id);
  });
  routeEndpoint(app, admin.gst, async () => ({ gst: await readGstDetails(app.db) }));
  routeAsAdmin(app, admin.saveGst, async ({ body }, actor) => saveGstSettings(app.db, actor, body));
};
