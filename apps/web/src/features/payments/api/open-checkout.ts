import type { CheckoutPayment, CheckoutRequest } from '../types';
import { openRazorpayCheckout } from '../utils/razorpay-checkout';
import { openSandboxCheckout } from '../utils/sandbox-checkout';

export { CheckoutError } from '../types';
export type { CheckoutPayment, CheckoutRequest } from '../types';

/**
 * Takes the card payment for an order, with whichever gateway the server uses: resolves with
 * the signed payment, or fails with a CheckoutError whose message says why there is none.
 */
export const openCheckout = (request: CheckoutRequest): Promise<CheckoutPayment> =>
  request.gateway === 'razorpay' ? openRazorpayCheckout(request) : openSandboxCheckout(request);
