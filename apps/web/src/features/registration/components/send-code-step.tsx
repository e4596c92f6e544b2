import { registrationMessages, sendCodeSchema, verificationRules } from '@osi/shared';
import { MailCheck, Send } from 'lucide-react';
import { InputField } from '@/components/form/fields';
import { MutationForm } from '@/components/form/mutation-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useSendCode } from '../api/verification-code';
import { useSecondsUntil } from '../hooks/use-seconds-until';
import { WizardNav } from './wizard-nav';

/** How long the server makes an applicant wait before sending another code. */
const resendAfterMs = verificationRules.resendAfterSeconds * 1000;

const sendFailureMessage = (error: unknown) =>
  error instanceof ApiError && [409, 429].includes(error.status)
    ? error.message
    : registrationMessages.otpSendFailed;

type SendCodeStepProps = {
  email: string;
  /** When a code was last sent to this address, if one was. */
  sentAt: number | undefined;
  onSent: () => void;
  onBack: () => void;
  onNext: () => void;
};

/** Step 4, Send OTP: e-mails a verification code and moves on once it is sent. */
export function SendCodeStep({ email, sentAt, onSent, onBack, onNext }: SendCodeStepProps) {
  const sendCode = useSendCode();
  const form = useZodForm(sendCodeSchema, { defaultValues: { email } });

  return (
    <MutationForm
      form={form}
      className="grid gap-5"
      failureToast={sendFailureMessage}
      mutation={sendCode}
      onSaved={onSent}
    >
      <InputField
        name="email"
        label="Email"
        type="email"
        readOnly
        hint="To use another address, go back to step 1."
      />
      <div className="flex flex-wrap items-center gap-3">
        {sentAt === undefined ? (
          <SubmitButton busyLabel="Sending…">
            <Send aria-hidden="true" className="size-4" />
            Send OTP
          </SubmitButton>
        ) : (
          <>
            <Button disabled>
              <MailCheck aria-hidden="true" className="size-4" />
              Code sent
            </Button>
            <Resend sentAt={sentAt} />
          </>
        )}
      </div>
      <WizardNav onBack={onBack} onNext={onNext} nextDisabled={sentAt === undefined} />
    </MutationForm>
  );
}

function Resend({ sentAt }: { sentAt: number }) {
  const wait = useSecondsUntil(sentAt + resendAfterMs);
  if (wait > 0) {
    return <p className="text-sm text-slate-600">You can ask for a new code in {wait} seconds.</p>;
  }
  return (
    <SubmitButton variant="ghost" busyLabel="Sending…">
      Resend code
    </SubmitButton>
  );
}
