import {
  attendeeCategoryLabels,
  guestCategories,
  guestRegistrationSchema,
  verifyCodeSchema,
  type EventRegistrationInfo,
  type GuestRegistrationInput,
} from '@osi/shared';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { InputField, RadioGroupInputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { FormActions } from '@/components/form/form-actions';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { VerificationCodeField } from '@/components/form/verification-code-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { loginReturningTo } from '@/config/paths';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { registerGuest, useSendEventCode, useVerifyEventCode } from '../api/event-registration';
import { useRegister } from '../hooks/use-register';
import { categoryPrice, priceText } from '../utils/registration-text';
import { RegistrationOutcome } from './registration-outcome';

type GuestRegistrationProps = { info: EventRegistrationInfo; onClose: () => void };

/**
 * A visitor registers with their details, after verifying their e-mail address by the six-digit
 * code it is sent. The server's field errors land on the details, even when they come after the
 * code.
 */
export function GuestRegistration({ info, onClose }: GuestRegistrationProps) {
  const titleId = useId();
  const location = useLocation();
  const details = useZodForm(guestRegistrationSchema, {
    defaultValues: { name: '', email: '', mobile: '', registrationNumber: '' },
  });
  const [sentTo, setSentTo] = useState<GuestRegistrationInput>();
  const [verifiedEmail, setVerifiedEmail] = useState<string>();
  const sendCode = useSendEventCode(info.slug);
  const { result, register, payAgain, paying } = useRegister(info.slug);

  const registerWith = async (values: GuestRegistrationInput) => {
    try {
      await register(() => registerGuest(info.slug, values));
    } catch (error) {
      if (!applyServerFieldErrors(error, details.setError)) throw error;
      setSentTo(undefined);
    }
  };

  const submitDetails = async (values: GuestRegistrationInput) => {
    if (values.email === verifiedEmail) return registerWith(values);
    await sendCode.mutateAsync({ email: values.email });
    setSentTo(values);
  };

  return (
    <Dialog open onClose={onClose} labelledBy={titleId} size="lg">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        Register for {info.title}
      </h2>
      {result ? (
        <div className="mt-4 grid gap-4">
          <RegistrationOutcome result={result} onPay={() => void payAgain()} paying={paying} />
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      ) : sentTo ? (
        <CodeStep
          slug={info.slug}
          email={sentTo.email}
          onBack={() => setSentTo(undefined)}
          onVerified={async () => {
            setVerifiedEmail(sentTo.email);
            await registerWith(sentTo);
          }}
        />
      ) : (
        <Form form={details} onSubmit={submitDetails} className="mt-4 grid gap-4">
          <p className="text-sm text-slate-700">
            Members:{' '}
            <Link
              to={loginReturningTo(location.pathname)}
              className="font-semibold text-brand-700 underline"
            >
              sign in
            </Link>{' '}
            to register at the member price.
          </p>
          <InputField name="name" label="Full name" autoComplete="name" />
          <InputField name="email" label="E-mail" type="email" autoComplete="email" />
          <InputField
            name="mobile"
            label="Mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
          />
          <InputField name="registrationNumber" label="Dental council registration number" />
          <RadioGroupInputField
            name="category"
            label="Registering as"
            options={guestCategories.map((category) => ({
              value: category,
              label: `${attendeeCategoryLabels[category]} · ${priceText(categoryPrice(info, category))}`,
            }))}
            hint="Students show their student card at the door."
          />
          <FormActions onCancel={onClose} submitLabel="Send code" busyLabel="Sending..." />
        </Form>
      )}
    </Dialog>
  );
}

type CodeStepProps = {
  slug: string;
  email: string;
  onBack: () => void;
  onVerified: () => Promise<void>;
};

/** The six-digit code e-mailed to the visitor; right, it registers them. */
function CodeStep({ slug, email, onBack, onVerified }: CodeStepProps) {
  const verifyCode = useVerifyEventCode(slug);
  const form = useZodForm(verifyCodeSchema, { defaultValues: { email, otp: '' } });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await verifyCode.mutateAsync(values);
        await onVerified();
      }}
      className="mt-4 grid gap-4"
    >
      <VerificationCodeField email={email} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <SubmitButton busyLabel="Registering...">Verify and register</SubmitButton>
      </div>
    </Form>
  );
}
