import { useState } from 'react';
import { z } from 'zod';
import type { CheckoutPayment } from '@/features/payments/api/open-checkout';

const keptSchema = z.object({
  razorpayOrderId: z.string(),
  razorpayPaymentId: z.string(),
  razorpaySignature: z.string(),
});

const read = (key: string): CheckoutPayment | undefined => {
  try {
    return keptSchema.parse(JSON.parse(sessionStorage.getItem(key) ?? 'null'));
  } catch {
    return undefined;
  }
};

/**
 * A payment made but not yet used, kept in this tab's storage under `key` so that a reload
 * does not lose it: the submission can be sent again with it instead of paying twice.
 */
export const useKeptPayment = (key: string) => {
  const [payment, setPayment] = useState(() => read(key));
  return {
    payment,
    keep: (paid: CheckoutPayment) => {
      sessionStorage.setItem(key, JSON.stringify(paid));
      setPayment(paid);
    },
    forget: () => {
      sessionStorage.removeItem(key);
      setPayment(undefined);
    },
  };
};
