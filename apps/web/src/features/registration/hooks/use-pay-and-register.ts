import { paymentMessages, registrationMessages, type Registration } from '@osi/shared';
import { useState } from 'react';
import { toast } from 'react-toastify';
import {
  CheckoutError,
  openCheckout,
  type CheckoutPayment,
} from '@/features/payments/api/open-checkout';
import { useSiteSettings } from '@/features/site/api/get-site-settings';
import { ApiError, serverMessage } from '@/lib/api-client';
import { createOrder, registerMember } from '../api/pay-and-register';

export type PayStage = 'paying' | 'registering';

/** Why a paid registration failed: the payment id to quote, and the server's reason if it gave one. */
export type RegistrationFailure = { withPaymentId: string; reason?: string };

type PayAndRegisterOptions = {
  /** A payment already made for this application (kept by the wizard across reloads). */
  payment: CheckoutPayment | undefined;
  onPaid: (payment: CheckoutPayment) => void;
  onRegistered: () => void;
  /** The server no longer counts the e-mail as verified: verify it again, then send again. */
  onEmailUnverified: () => void;
};

/**
 * Step 6: opens the order, takes the card payment, then sends the registration with it. A
 * payment is taken once: if the registration fails afterwards, trying again sends the same
 * payment rather than charging the card again.
 */
export const usePayAndRegister = ({
  payment,
  onPaid,
  onRegistered,
  onEmailUnverified,
}: PayAndRegisterOptions) => {
  const { data: settings } = useSiteSettings();
  const [stage, setStage] = useState<PayStage | null>(null);
  const [failure, setFailure] = useState<RegistrationFailure>();

  const pay = async (registration: Registration) => {
    let order;
    try {
      order = await createOrder({
        email: registration.email,
        membershipTypeId: registration.membershipTypeId,
      });
    } catch (error) {
      toast.error(serverMessage(error, paymentMessages.initiateFailed));
      return undefined;
    }
    try {
      return await openCheckout({
        ...order,
        merchantName: settings?.name ?? '',
        prefill: {
          name: `${registration.firstName} ${registration.lastName}`,
          email: registration.email,
          contact: registration.mobileNo,
        },
      });
    } catch (error) {
      toast.error(error instanceof CheckoutError ? error.message : paymentMessages.initiateFailed);
      return undefined;
    }
  };

  const register = async (registration: Registration, paid: CheckoutPayment) => {
    setStage('registering');
    try {
      await registerMember({ ...registration, payment: paid });
      toast.success(paymentMessages.success);
      onRegistered();
    } catch (error) {
      const withPaymentId = paymentMessages.registrationFailedWithId + paid.razorpayPaymentId;
      toast.error(withPaymentId, { autoClose: false });
      const refused = error instanceof ApiError && error.status < 500;
      if (refused && error.fieldErrors.email === registrationMessages.emailNotVerified) {
        toast.error(error.message);
        onEmailUnverified();
        return;
      }
      setFailure({ withPaymentId, ...(refused ? { reason: error.message } : {}) });
    }
  };

  const run = async (registration: Registration) => {
    setFailure(undefined);
    setStage('paying');
    try {
      const paid = payment ?? (await pay(registration));
      if (!paid) return;
      onPaid(paid);
      await register(registration, paid);
    } finally {
      setStage(null);
    }
  };

  return { run, stage, failure };
};
