import type { RegistrationResult } from '@osi/shared';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useRegistrationChanged } from '../api/event-registration';
import { usePayForPlace } from './use-pay-for-place';

/**
 * Registering for an event: the registration, then, when the place costs, its payment in the
 * checkout. The result is what the dialog shows next (registered, waiting, or held to pay).
 */
export const useRegister = (eventSlug: string) => {
  const [result, setResult] = useState<RegistrationResult>();
  const changed = useRegistrationChanged();
  const { pay, stage } = usePayForPlace(eventSlug, setResult);

  /** Runs `registration`; its failure is the caller's to show. */
  const register = async (registration: () => Promise<RegistrationResult>) => {
    const answer = await registration();
    setResult(answer);
    await changed(answer.registration);
    if (answer.order) await pay({ registration: answer.registration, order: answer.order });
    else toast.success(answer.message);
  };

  /** Pays for the held place of the result, again after a checkout that was closed. */
  const payAgain = async () => {
    if (result?.order) await pay({ registration: result.registration, order: result.order });
  };

  return { result, register, payAgain, paying: stage };
};
