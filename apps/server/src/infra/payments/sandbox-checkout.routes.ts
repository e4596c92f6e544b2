import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@osi/shared';
import type { SandboxGateway } from './sandbox-gateway';

const checkoutRequestSchema = z.object({
  orderId: z.string().regex(/^order_[A-Za-z0-9]{14}$/, 'Not an order id.'),
  outcome: z.enum(['success', 'failure']),
});

const checkoutAnswerSchema = z.union([
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

/** The sandbox checkout dialog's pay and fail buttons; registered only with the sandbox gateway. */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{ gateway: SandboxGateway }> = async (
  app,
  { gateway },
) => {
  app.post(
    '/api/payments/sandbox/checkout',
    {
      schema: {
        tags: ['payments'],
        summary: 'Completes a sandbox checkout as Razorpay Checkout would',
        body: checkoutRequestSchema,
        response: {
          200: checkoutAnswerSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => gateway.completeCheckout(request.body),
  );
};
