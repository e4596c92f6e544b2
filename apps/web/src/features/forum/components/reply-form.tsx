import { replySchema } from '@osi/shared';
import { TextareaInputField } from '@/components/form/fields';
import { MutationForm } from '@/components/form/mutation-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { useReply } from '../api/forum';

/** Replies at the end of a thread; the thread's author is told by e-mail. */
export function ReplyForm({ slug, onReplied }: { slug: string; onReplied: () => void }) {
  const reply = useReply(slug);
  const form = useZodForm(replySchema, { defaultValues: { body: '' } });

  return (
    <MutationForm
      form={form}
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      mutation={reply}
      onSaved={() => {
        form.reset({ body: '' });
        onReplied();
      }}
    >
      <TextareaInputField name="body" label="Your reply" rows={5} />
      <SubmitButton className="justify-self-start" busyLabel="Posting…">
        Post reply
      </SubmitButton>
    </MutationForm>
  );
}
