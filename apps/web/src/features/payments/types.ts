import type { CheckoutOrder } from '@osi/shared';

export type { CheckoutOrder } from '@osi/shared';

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
