import { smsMessages, smsSchema } from '@osi/shared';
import { KeyRound } from 'lucide-react';
import { InputField, TextareaInputField } from '@/components/form/fields';
import { MutationForm } from '@/components/form/mutation-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { useSendSms } from '../api/sms';

/** The spec's six-digit test code, 100000 to 999999, made in the browser. */
const testCode = () => 100_000 + (crypto.getRandomValues(new Uint32Array(1))[0]! % 900_000);

/** One message to one number; the server's message, or the spec's "Error sending SMS". */
export function SmsForm() {
  const send = useSendSms();
  const form = useZodForm(smsSchema, { defaultValues: { phoneNumber: '', message: '' } });

  return (
    <MutationForm
      form={form}
      className="grid max-w-xl gap-5"
      failureFallback={smsMessages.fallback}
      mutation={send}
      onSaved={() => form.reset({ phoneNumber: '', message: '' })}
    >
      <InputField
        name="phoneNumber"
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        hint="Ten digits; the +91 country code is added."
      />
      <TextareaInputField name="message" label="Message" rows={4} />
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() =>
            form.setValue('message', `Your OSI verification code is ${testCode()}`, {
              shouldValidate: true,
            })
          }
        >
          <KeyRound aria-hidden="true" className="size-4" />
          Write a test code
        </Button>
        <SubmitButton busyLabel="Sending…">Send SMS</SubmitButton>
      </div>
    </MutationForm>
  );
}
