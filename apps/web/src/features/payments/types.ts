import { z } from 'zod';

/** An order opened on the server, as the checkout needs it. */
export const checkoutOrderSchema = z.object({
  orderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.string(),
  keyId: z.string(),
  gateway: z.enum(['sandbox', 'razorpay']),
  description: z.string(),
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

export type CheckoutRequest = CheckoutOrder & {
  /** Whom the payment goes to: the society. */
  merchantName: string;
  prefill: { name: string; email: string; contact: string };
};

/** What a paid checkout gives back, signed by the gateway, ready for the server to verify. */
export type CheckoutPayment = {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
};

/** The checkout ended without a payment; the message is the spec's, ready to show. */
export class CheckoutError extends Error {
  override readonly name = 'CheckoutError';
}
