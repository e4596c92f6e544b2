import { attendeeMailSchema, eventMessages } from '@osi/shared';
import { toast } from 'react-toastify/unstyled';
import { InputField, TextareaInputField } from '@/components/form/fields';
import { FormDialog } from '@/components/form/form-dialog';
import { useZodForm } from '@/components/form/use-zod-form';
import { useMailAttendees } from '../api/admin-events';

type MailAttendeesDialogProps = { eventId: string; eventTitle: string; onClose: () => void };

/** Writes to everyone registered for the event; the messages go out through the outbox. */
export function MailAttendeesDialog({ eventId, eventTitle, onClose }: MailAttendeesDialogProps) {
  const mail = useMailAttendees(eventId);
  const form = useZodForm(attendeeMailSchema, { defaultValues: { subject: '', body: '' } });
  return (
    <FormDialog
      title="E-mail attendees"
      description={`To everyone registered for ${eventTitle}.`}
      size="lg"
      onClose={onClose}
      form={form}
      className="mt-5 grid gap-4"
      onSubmit={async (values) => {
        const { queued } = await mail.mutateAsync(values);
        toast.success(eventMessages.mailQueued(queued));
      }}
      submitLabel="Send"
      busyLabel="Sending…"
    >
      <InputField name="subject" label="Subject" maxLength={200} />
      <TextareaInputField name="body" label="Message" rows={8} maxLength={5000} />
    </FormDialog>
  );
}
