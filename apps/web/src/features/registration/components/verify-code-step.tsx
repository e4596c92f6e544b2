import { registrationMessages, verifyCodeSchema } from '@osi/shared';
import { MutationForm } from '@/components/form/mutation-form';
import { VerificationCodeField } from '@/components/form/verification-code-field';
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
      <VerificationCodeField email={email} />
      <WizardNav onBack={onBack} busyLabel="Verifying…" />
    </MutationForm>
  );
}
