import {
  paymentMessages,
  registrationMessages,
  type privacyConsentSchema,
  type Registration,
} from '@osi/shared';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { CheckoutPayment } from '@/features/payments/api/open-checkout';
import { usePaidSubmission } from '@/hooks/use-paid-submission';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { createOrder, registerMember } from '../api/pay-and-register';

/** What step 6 sends: everything entered, and the consent to the notice version shown. */
export type ConsentedRegistration = Registration & z.output<typeof privacyConsentSchema>;

/** The server refused the consent because a newer notice was published meanwhile. */
const noticeChanged = (error: unknown) =>
  error instanceof ApiError && error.fieldErrors.privacyNoticeVersion !== undefined;

/** Why a paid registration failed: the payment id to quote, and the server's reason if it gave one. */
export type RegistrationFailure = { withPaymentId: string; reason?: string };

type PayAndRegisterOptions = {
  /** A payment already made for this application (kept by the wizard across reloads). */
  payment: CheckoutPayment | undefined;
  onPaid: (payment: CheckoutPayment) => void;
  onRegistered: () => void;
  /** The server no longer counts the e-mail as verified: verify it again, then send again. */
  onEmailUnverified: () => void;
  /** The privacy notice changed since it was shown: show the new one and ask again. */
  onNoticeChanged: () => void;
};

/**
 * Step 6: pays for the membership type, then sends the registration with the payment. If the
 * registration fails afterwards, trying again sends the same payment rather than charging again.
 */
export const usePayAndRegister = ({
  payment,
  onPaid,
  onRegistered,
  onEmailUnverified,
  onNoticeChanged,
}: PayAndRegisterOptions) => {
  const [failure, setFailure] = useState<RegistrationFailure>();

  const register = async (registration: ConsentedRegistration, paid: CheckoutPayment) => {
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
      if (noticeChanged(error)) onNoticeChanged();
      setFailure({ withPaymentId, ...(refused ? { reason: error.message } : {}) });
    }
  };

  const { run, stage } = usePaidSubmission<ConsentedRegistration>({
    payment,
    openOrder: async (registration) => {
      try {
        return await createOrder({
          email: registration.email,
          membershipTypeId: registration.membershipTypeId,
          privacyConsent: registration.privacyConsent,
          privacyNoticeVersion: registration.privacyNoticeVersion,
        });
      } catch (error) {
        if (noticeChanged(error)) onNoticeChanged();
        throw error;
      }
    },
    prefill: (registration) => ({
      name: `${registration.firstName} ${registration.lastName}`,
      email: registration.email,
      contact: registration.mobileNo,
    }),
    onPaid,
    submit: register,
  });

  return {
    run: (registration: ConsentedRegistration) => {
      setFailure(undefined);
      return run(registration);
    },
    stage,
    failure,
  };
};
