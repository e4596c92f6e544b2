import { paymentMessages } from '@osi/shared';
import { CheckoutError, type CheckoutPayment, type CheckoutRequest } from '../types';

const scriptUrl = 'https://checkout.razorpay.com/v1/checkout.js';
const themeColor = '#6d28d9';

type RazorpayResponse = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

type RazorpayOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: CheckoutRequest['prefill'];
  theme: { color: string };
  handler: (response: RazorpayResponse) => void;
  modal: { ondismiss: () => void };
};

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => { open: () => void };
  }
}

const scriptMissing = () => new CheckoutError(paymentMessages.scriptMissing);

const loadScript = () =>
  new Promise<void>((resolve, reject) => {
    if (window.Razorpay) {
      resolve();
      return;
    }
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(scriptMissing());
    };
    document.head.append(script);
  });

/** Razorpay's own Checkout, loaded from Razorpay when first needed. */
export const openRazorpayCheckout = async (request: CheckoutRequest) => {
  await loadScript();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw scriptMissing();
  return new Promise<CheckoutPayment>((resolve, reject) => {
    new Razorpay({
      key: request.keyId,
      order_id: request.orderId,
      amount: request.amountPaise,
      currency: request.currency,
      name: request.merchantName,
      description: request.description,
      prefill: request.prefill,
      theme: { color: themeColor },
      handler: (response) =>
        resolve({
          razorpayOrderId: response.razorpay_order_id,
          razorpayPaymentId: response.razorpay_payment_id,
          razorpaySignature: response.razorpay_signature,
        }),
      modal: { ondismiss: () => reject(new CheckoutError(paymentMessages.cancelled)) },
    }).open();
  });
};
