import { registrationMessages, verifyCodeSchema } from '@osi/shared';
import { InputField } from '@/components/form/fields';
import { MutationForm } from '@/components/form/mutation-form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
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
  const form = useZodForm(verifyCodeSchema, { defaultValues: { email, otp: '' } });

  if (verified) {
    return (
      <div>
        <Alert tone="success">Your e-mail address {email} is verified.</Alert>
        <WizardNav onBack={onBack} onNext={onVerified} />
      </div>
    );
  }

  return (
    <MutationForm
      form={form}
      className="grid gap-5"
      failureFallback={registrationMessages.otpInvalid}
      mutation={verifyCode}
      onSaved={onVerified}
    >
      <p className="text-slate-700">
        We sent a six-digit code to <strong className="font-semibold">{email}</strong>.
      </p>
      <InputField
        name="otp"
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        className="max-w-xs"
        hint="Not there? Check your spam folder, or go back to ask for a new code."
      />
      <WizardNav onBack={onBack} busyLabel="Verifying…" />
    </MutationForm>
  );
}
