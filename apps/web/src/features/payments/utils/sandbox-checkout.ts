import { paymentMessages } from '@osi/shared';
import { CheckoutError, type CheckoutPayment, type CheckoutRequest } from '../types';

/** The sandbox checkout on screen: what it asks for, and how it ends. */
export type OpenSandboxCheckout = {
  request: CheckoutRequest;
  onPaid: (payment: CheckoutPayment) => void;
  onDismiss: () => void;
};

let open: OpenSandboxCheckout | null = null;
const listeners = new Set<() => void>();

const show = (checkout: OpenSandboxCheckout | null) => {
  open = checkout;
  for (const listener of listeners) listener();
};

/** What SandboxCheckoutHost draws, for useSyncExternalStore. */
export const sandboxCheckouts = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  current: () => open,
};

/**
 * Opens the sandbox checkout dialog, as Razorpay's script opens its own frame, and settles once
 * it is paid or closed. The dialog is drawn by SandboxCheckoutHost inside the app, so that its
 * ids and focus belong to the page's one tree.
 */
export const openSandboxCheckout = (request: CheckoutRequest) =>
  new Promise<CheckoutPayment>((resolve, reject) => {
    show({
      request,
      onPaid: (payment) => {
        show(null);
        resolve(payment);
      },
      onDismiss: () => {
        show(null);
        reject(new CheckoutError(paymentMessages.cancelled));
      },
    });
  });
