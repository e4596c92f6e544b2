import { z } from 'zod';
import { endpointGroup } from './endpoint';

/** The sandbox checkout dialog's pay and fail buttons. */
const sandboxCheckoutSchema = z.object({
  orderId: z.string().regex(/^order_[A-Za-z0-9]{14}$/, 'Not an order id.'),
  outcome: z.enum(['success', 'failure']),
});

/** What Razorpay Checkout hands back: the signed payment, or why the card was refused. */
const sandboxCheckoutAnswerSchema = z.union([
  z.object({
    razorpay_payment_id: z.string(),
    razorpay_order_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({
    error: z.object({
      code: z.literal('BAD_REQUEST_ERROR'),
      description: z.string(),
      reason: z.literal('payment_failed'),
      metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
    }),
  }),
]);

/** The payment gateways' own endpoints: the sandbox's checkout and Razorpay's webhook. */
export const paymentEndpoints = endpointGroup('payments', {
  sandboxCheckout: {
    method: 'POST',
    path: '/api/payments/sandbox/checkout',
    summary: 'Completes a sandbox checkout as Razorpay Checkout would',
    body: sandboxCheckoutSchema,
    response: sandboxCheckoutAnswerSchema,
    errors: [400, 404, 409],
  },
  razorpayWebhook: {
    method: 'POST',
    path: '/api/payments/razorpay/webhook',
    summary: 'Razorpay events (payments captured or failed, refunds made or failed), signed',
    description:
      'The body is the raw event; X-Razorpay-Signature is its hex HMAC-SHA256 with the webhook secret.',
    headers: z.object({ 'x-razorpay-signature': z.string().optional() }),
    response: z.object({ received: z.literal(true) }),
    errors: [400, 413, 429],
  },
});
