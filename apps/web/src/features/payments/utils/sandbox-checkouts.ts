import type { CheckoutPayment, CheckoutRequest } from '../types';

/** The sandbox checkout on screen: what it asks for, and how it ends. */
export type OpenSandboxCheckout = {
  request: CheckoutRequest;
  onPaid: (payment: CheckoutPayment) => void;
  onDismiss: () => void;
};

let open: OpenSandboxCheckout | null = null;
const listeners = new Set<() => void>();

/**
 * The sandbox checkout that is open, if one is: openSandboxCheckout shows it and
 * SandboxCheckoutHost draws it (for useSyncExternalStore). Imports nothing else, so that every
 * page's first download carries only this.
 */
export const sandboxCheckouts = {
  show: (checkout: OpenSandboxCheckout | null) => {
    open = checkout;
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  current: () => open,
};
