import { zodResolver } from '@hookform/resolvers/zod';
import { registrationMessages, sendCodeSchema, verificationRules } from '@osi/shared';
import { MailCheck, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSendCode } from '../api/verification-code';
import { useSecondsUntil } from '../hooks/use-seconds-until';
import { WizardNav } from './wizard-nav';

/** How long the server makes an applicant wait before sending another code. */
const resendAfterMs = verificationRules.resendAfterSeconds * 1000;

const sendFailureMessage = (error: Error) =>
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
  const form = useForm<z.input<typeof sendCodeSchema>, unknown, z.output<typeof sendCodeSchema>>({
    resolver: zodResolver(sendCodeSchema),
    defaultValues: { email },
  });
  const sent = sentAt !== undefined;

  const send = form.handleSubmit((values) =>
    sendCode.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onSent();
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError);
        toast.error(sendFailureMessage(error));
      },
    }),
  );

  return (
    <form onSubmit={send} noValidate className="grid gap-5">
      <TextField
        label="Email"
        type="email"
        readOnly
        required
        hint="To use another address, go back to step 1."
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={sent || sendCode.isPending}>
          {sent ? (
            <MailCheck aria-hidden="true" className="size-4" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {sendCode.isPending && !sent ? 'Sending…' : sent ? 'Code sent' : 'Send OTP'}
        </Button>
        {sent && (
          <Resend sentAt={sentAt} isSending={sendCode.isPending} onResend={() => void send()} />
        )}
      </div>
      <WizardNav onBack={onBack} onNext={onNext} nextDisabled={!sent} />
    </form>
  );
}

function Resend({
  sentAt,
  isSending,
  onResend,
}: {
  sentAt: number;
  isSending: boolean;
  onResend: () => void;
}) {
  const wait = useSecondsUntil(sentAt + resendAfterMs);
  if (wait > 0) {
    return <p className="text-sm text-slate-600">You can ask for a new code in {wait} seconds.</p>;
  }
  return (
    <Button variant="ghost" onClick={onResend} disabled={isSending}>
      {isSending ? 'Sending…' : 'Resend code'}
    </Button>
  );
}
