import { newsletterIssueInputSchema, newsletterMessages } from '@osi/shared';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { InputField, TextareaInputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { serverMessage } from '@/lib/api-client';
import { useSendNewsletter } from '../api/newsletter';

const blank = { subject: '', body: '', expectedRecipients: 0 };
type Draft = { subject: string; body: string };

/**
 * Writes a newsletter (a subject and Markdown) and sends it, after asking, to the confirmed
 * subscribers; the number asked about is the number the server must still find.
 */
export function NewsletterComposer({ confirmed }: { confirmed: number }) {
  const send = useSendNewsletter();
  const form = useZodForm(newsletterIssueInputSchema, { defaultValues: blank });
  const [asking, setAsking] = useState<Draft>();

  const confirmSend = (draft: Draft) =>
    send.mutate(
      { ...draft, expectedRecipients: confirmed },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          form.reset(blank);
        },
        onError: (error) => toast.error(serverMessage(error, 'The newsletter could not be sent.')),
        onSettled: () => setAsking(undefined),
      },
    );

  return (
    <>
      <Form
        form={form}
        className="grid gap-4"
        onSubmit={async ({ subject, body }) => setAsking({ subject, body })}
      >
        <InputField name="subject" label="Subject" maxLength={200} />
        <TextareaInputField
          name="body"
          label="Newsletter"
          rows={10}
          hint="Markdown: # Heading, **bold**, *italic*, - lists and [links](https://…). An unsubscribe link is added to every copy."
        />
        <SubmitButton
          className="justify-self-start"
          busyLabel="Sending…"
          disabled={confirmed === 0 || send.isPending}
        >
          Send to {confirmed} confirmed {confirmed === 1 ? 'subscriber' : 'subscribers'}
        </SubmitButton>
        {confirmed === 0 && (
          <p className="text-sm text-slate-600">{newsletterMessages.noRecipients}</p>
        )}
      </Form>
      <ConfirmDialog
        open={asking !== undefined}
        question={`Send this newsletter to ${confirmed} confirmed ${confirmed === 1 ? 'subscriber' : 'subscribers'}?`}
        onConfirm={() => asking && confirmSend(asking)}
        onCancel={() => setAsking(undefined)}
        isConfirming={send.isPending}
      >
        It goes out at once, in batches; it cannot be called back.
      </ConfirmDialog>
    </>
  );
}
