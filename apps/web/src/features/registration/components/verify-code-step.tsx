import { zodResolver } from '@hookform/resolvers/zod';
import { registrationMessages, verifyCodeSchema } from '@osi/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useVerifyCode } from '../api/verification-code';
import { WizardNav } from './wizard-nav';

type VerifyCodeStepProps = {
  email: string;
  /** Whether this address has been verified already (the applicant came back to this step). */
  verified: boolean;
  onVerified: () => void;
  onBack: () => void;
};

/** Step 5, Email Verification: checks the e-mailed code and moves on when it is right. */
export function VerifyCodeStep({ email, verified, onVerified, onBack }: VerifyCodeStepProps) {
  const verifyCode = useVerifyCode();
  const form = useForm<
    z.input<typeof verifyCodeSchema>,
    unknown,
    z.output<typeof verifyCodeSchema>
  >({ resolver: zodResolver(verifyCodeSchema), defaultValues: { email, otp: '' } });

  const verify = form.handleSubmit((values) =>
    verifyCode.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onVerified();
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError)) {
          toast.error(serverMessage(error, registrationMessages.otpInvalid));
        }
      },
    }),
  );

  if (verified) {
    return (
      <div>
        <Alert tone="success">Your e-mail address {email} is verified.</Alert>
        <WizardNav onBack={onBack} onNext={onVerified} />
      </div>
    );
  }

  return (
    <form onSubmit={verify} noValidate className="grid gap-5">
      <p className="text-slate-700">
        We sent a six-digit code to <strong className="font-semibold">{email}</strong>.
      </p>
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        className="max-w-xs"
        hint="Not there? Check your spam folder, or go back to ask for a new code."
        error={form.formState.errors.otp?.message}
        {...form.register('otp')}
      />
      <WizardNav onBack={onBack} busyLabel={verifyCode.isPending ? 'Verifying…' : undefined} />
    </form>
  );
}
