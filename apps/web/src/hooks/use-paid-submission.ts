import { paymentMessages, type CheckoutOrder } from '@osi/shared';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useSiteSettings } from '@/features/site/api/get-site-settings';
import { useFocusReturn } from '@/hooks/use-focus-return';
import { serverMessage } from '@/lib/api-client';
import {
  CheckoutError,
  openCheckout,
  type CheckoutPayment,
  type CheckoutRequest,
} from '@/features/payments/api/open-checkout';

export type PaidSubmissionStage = 'paying' | 'submitting';

type PaidSubmissionOptions<T> = {
  /** A payment already made for this submission: sent again rather than charging twice. */
  payment: CheckoutPayment | undefined;
  /** Opens the order on the server, which prices it from what it stores. */
  openOrder: (input: T) => Promise<CheckoutOrder>;
  /** Whom the checkout shows as paying. */
  prefill: (input: T) => CheckoutRequest['prefill'];
  /** Told of the payment as soon as it is made, to keep it until the submission succeeds. */
  onPaid: (payment: CheckoutPayment) => void;
  /** Sends what was paid for with its signed payment; the server verifies both. */
  submit: (input: T, payment: CheckoutPayment) => Promise<void>;
};

/**
 * Pay, then submit: opens the order, takes the card payment in the gateway's checkout, then
 * sends the submission with it. A payment is taken once: when the submission fails afterwards,
 * running again sends the same payment. A checkout that ends without a payment (dismissed,
 * failed to start) says why in a toast and submits nothing, and the focus goes back to the
 * button that started it.
 */
export const usePaidSubmission = <T>({
  payment,
  openOrder,
  prefill,
  onPaid,
  submit,
}: PaidSubmissionOptions<T>) => {
  const { data: settings } = useSiteSettings();
  const [stage, setStage] = useState<PaidSubmissionStage | null>(null);
  const focusReturn = useFocusReturn(stage !== null);

  const pay = async (input: T) => {
    let order;
    try {
      order = await openOrder(input);
    } catch (error) {
      toast.error(serverMessage(error, paymentMessages.initiateFailed));
      return undefined;
    }
    try {
      return await openCheckout({
        ...order,
        merchantName: settings?.name ?? '',
        prefill: prefill(input),
      });
    } catch (error) {
      toast.error(error instanceof CheckoutError ? error.message : paymentMessages.initiateFailed);
      return undefined;
    }
  };

  const run = async (input: T) => {
    focusReturn.remember();
    setStage('paying');
    try {
      const paid = payment ?? (await pay(input));
      if (!paid) return;
      onPaid(paid);
      setStage('submitting');
      await submit(input, paid);
    } finally {
      setStage(null);
    }
  };

  return { run, stage };
};
