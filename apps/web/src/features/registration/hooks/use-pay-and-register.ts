import { paymentMessages, type Registration } from '@osi/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/config/paths';
import {
  CheckoutError,
  openCheckout,
  type CheckoutPayment,
} from '@/features/payments/api/open-checkout';
import { useSiteSettings } from '@/features/site/api/get-site-settings';
import { ApiError, serverMessage } from '@/lib/api-client';
import { createOrder, registerMember } from '../api/pay-and-register';

export type PayStage = 'paying' | 'registering';

/**
 * Step 6: opens the order, takes the card payment, then sends the registration with it. A
 * payment is taken once: if the registration fails afterwards, trying again sends the same
 * payment rather than charging the card again.
 */
export const usePayAndRegister = (onRegistered: () => void) => {
  const navigate = useNavigate();
  const { data: settings } = useSiteSettings();
  const [stage, setStage] = useState<PayStage | null>(null);
  const [payment, setPayment] = useState<CheckoutPayment>();
  const [failure, setFailure] = useState<string>();

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
      if (error instanceof ApiError && error.status === 400) {
        toast.error(error.message);
        await navigate(paths.memberLogin);
        return;
      }
      setFailure(withPaymentId);
    }
  };

  const run = async (registration: Registration) => {
    setFailure(undefined);
    setStage('paying');
    try {
      const paid = payment ?? (await pay(registration));
      if (!paid) return;
      setPayment(paid);
      await register(registration, paid);
    } finally {
      setStage(null);
    }
  };

  return { run, stage, failure, isPaid: payment !== undefined };
};
