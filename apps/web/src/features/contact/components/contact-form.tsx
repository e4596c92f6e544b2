import { contactFormSchema } from '@osi/shared';
import { useEffect, useState } from 'react';
import { InputField, TextareaInputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { useContactFormToken, useSendContactMessage } from '../api/contact';

const blank = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  website: '',
  formToken: '',
};

/** The contact form; its message goes to the society's inbox. */
export function ContactForm() {
  const token = useContactFormToken();
  const send = useSendContactMessage();
  const [sent, setSent] = useState<string>();
  const form = useZodForm(contactFormSchema, { defaultValues: blank });

  const { setValue } = form;
  useEffect(() => {
    if (token.data) setValue('formToken', token.data.token);
  }, [token.data, setValue]);

  return (
    <Form
      form={form}
      className="grid gap-5"
      onSubmit={async (values) => {
        const { message } = await send.mutateAsync(values);
        setSent(message);
        form.reset(blank);
        await token.refetch();
      }}
    >
      {sent && <Alert tone="success">{sent}</Alert>}
      {token.isError && (
        <Alert tone="error">The form could not be prepared. Please reload the page.</Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField name="name" label="Your name" autoComplete="name" />
        <InputField name="email" label="E-mail" type="email" autoComplete="email" />
        <InputField
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="numeric"
          hint="Optional, 10 digits."
        />
        <InputField name="subject" label="Subject" />
      </div>
      <TextareaInputField name="message" label="Message" rows={6} />
      {/* People never see this field; bots that fill in every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <InputField
          name="website"
          label="Leave this field empty"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <SubmitButton
        className="justify-self-start"
        size="lg"
        busyLabel="Sending…"
        disabled={!token.data}
      >
        Send message
      </SubmitButton>
    </Form>
  );
}
