import type { CheckoutOrder, OwnRegistration, RegistrationResult } from '@osi/shared';
import { toast } from 'react-toastify/unstyled';
import { useKeptPayment } from '@/hooks/use-kept-payment';
import { usePaidSubmission } from '@/hooks/use-paid-submission';
import { serverMessage } from '@/lib/api-client';
import { payForPlace, useRegistrationChanged } from '../api/event-registration';

/** A held place and the order that pays for it. */
export type PayablePlace = { registration: OwnRegistration; order: CheckoutOrder };

/**
 * Pays for a held place in the same checkout as the renewal, then confirms it with the signed
 * payment. A payment whose confirmation failed is kept and sent again, never charged twice.
 */
export const usePayForPlace = (eventSlug: string, onPaid: (result: RegistrationResult) => void) => {
  const kept = useKeptPayment(`osi.event-payment.${eventSlug}`);
  const changed = useRegistrationChanged();
  const { run, stage } = usePaidSubmission<PayablePlace>({
    payment: kept.payment,
    openOrder: async ({ order }) => order,
    prefill: ({ registration }) => ({
      name: registration.name,
      email: registration.email,
      contact: '',
    }),
    onPaid: kept.keep,
    submit: async (_place, payment) => {
      const result = await payForPlace(payment);
      kept.forget();
      toast.success(result.message);
      onPaid(result);
      await changed(result.registration);
    },
  });
  const pay = async (place: PayablePlace) => {
    try {
      await run(place);
    } catch (error) {
      toast.error(serverMessage(error, 'Your payment could not be confirmed. Please try again.'));
    }
  };
  return { pay, stage, keptPayment: kept.payment };
};
