import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { paymentEndpoints } from '@osi/shared';
import { rateLimited, routeEndpoint } from '../../lib/endpoint-route';
import { AppError, badRequest } from '../../lib/errors';
import { recoverEventPayment } from '../events/event-payments.service';
import { recordGatewayRefundEvent } from '../refunds/refunds.service';
import { recoverRenewal } from '../renewal/renewal.service';
import { recordGatewayCapture, recordGatewayFailure } from './payments.service';

const paymentEntitySchema = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
});

const eventNameSchema = z.object({ event: z.string() });

/** The events we act on; both capture events carry the captured payment. */
const paymentEventSchema = z.object({
  event: z.enum(['payment.captured', 'order.paid', 'payment.failed']),
  payload: z.object({ payment: z.object({ entity: paymentEntitySchema }) }),
});

/** Razorpay's refund events carry the refund; `receipt` is our refund's id when we asked. */
const refundEventSchema = z.object({
  event: z.enum(['refund.created', 'refund.processed', 'refund.failed']),
  payload: z.object({
    refund: z.object({
      entity: z.object({
        id: z.string(),
        payment_id: z.string(),
        amount: z.number().int(),
        receipt: z.string().nullish(),
        status: z.enum(['pending', 'processed', 'failed']),
      }),
    }),
  }),
});

const invalidSignature = () =>
  new AppError(400, 'invalid_signature', 'The webhook signature does not match.');

const parseJson = (raw: Buffer) => {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw badRequest('The event is not JSON.');
  }
};

/**
 * Razorpay's webhook, registered only with the Razorpay gateway. The signature covers the exact
 * bytes sent, so in this scope every body is kept raw and checked before anything reads it.
 */
export const paymentsWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  routeEndpoint(
    app,
    paymentEndpoints.razorpayWebhook,
    async ({ headers }, request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!app.payments.verifyWebhook(raw, headers['x-razorpay-signature'])) {
        throw invalidSignature();
      }
      const json = parseJson(raw);
      const named = eventNameSchema.safeParse(json);
      if (!named.success) throw badRequest('The body is not a Razorpay event.');
      if (refundEventSchema.shape.event.safeParse(named.data.event).success) {
        const refunded = refundEventSchema.safeParse(json);
        if (!refunded.success) throw badRequest('The event does not carry a refund.');
        const {
          id,
          payment_id: paymentId,
          amount,
          receipt,
          status,
        } = refunded.data.payload.refund.entity;
        await recordGatewayRefundEvent(app.db, request.log, {
          refundId: id,
          paymentId,
          amountPaise: amount,
          status,
          receipt: receipt ?? null,
        });
        return { received: true } as const;
      }
      if (!paymentEventSchema.shape.event.safeParse(named.data.event).success) {
        return { received: true } as const;
      }
      const parsed = paymentEventSchema.safeParse(json);
      if (!parsed.success) throw badRequest('The event does not carry a payment.');
      const { event, payload } = parsed.data;
      const { id, order_id: orderId, amount, currency } = payload.payment.entity;
      if (orderId !== null) {
        const paid = { paymentId: id, orderId, amountPaise: amount, currency };
        if (event === 'payment.failed') await recordGatewayFailure(app.db, request.log, paid);
        else {
          await recordGatewayCapture(app.db, request.log, paid);
          await recoverRenewal(app, request.log, orderId);
          await recoverEventPayment(app, request.log, orderId);
        }
      }
      return { received: true } as const;
    },
    { bodyLimit: 256 * 1024, ...rateLimited(120, '1 minute') },
  );
};
