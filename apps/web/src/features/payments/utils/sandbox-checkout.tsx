import { paymentMessages } from '@osi/shared';
import { createRoot } from 'react-dom/client';
import { SandboxCheckoutDialog } from '../components/sandbox-checkout-dialog';
import { CheckoutError, type CheckoutPayment, type CheckoutRequest } from '../types';

/**
 * Opens the sandbox checkout dialog in a root of its own, as Razorpay's script opens its own
 * frame, and settles once it is paid or closed.
 */
export const openSandboxCheckout = (request: CheckoutRequest) =>
  new Promise<CheckoutPayment>((resolve, reject) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    // Unmounted after the click that settled it has been handled.
    const close = () =>
      setTimeout(() => {
        root.unmount();
        host.remove();
      });
    root.render(
      <SandboxCheckoutDialog
        request={request}
        onPaid={(payment) => {
          close();
          resolve(payment);
        }}
        onDismiss={() => {
          close();
          reject(new CheckoutError(paymentMessages.cancelled));
        }}
      />,
    );
  });
