import { paymentMessages } from '@osi/shared';
import { CheckoutError, type CheckoutPayment, type CheckoutRequest } from '../types';
import { sandboxCheckouts } from './sandbox-checkouts';

/**
 * Opens the sandbox checkout dialog, as Razorpay's script opens its own frame, and settles once
 * it is paid or closed. The dialog is drawn by SandboxCheckoutHost inside the app, so that its
 * ids and focus belong to the page's one tree.
 */
export const openSandboxCheckout = (request: CheckoutRequest) =>
  new Promise<CheckoutPayment>((resolve, reject) => {
    sandboxCheckouts.show({
      request,
      onPaid: (payment) => {
        sandboxCheckouts.show(null);
        resolve(payment);
      },
      onDismiss: () => {
        sandboxCheckouts.show(null);
        reject(new CheckoutError(paymentMessages.cancelled));
      },
    });
  });
