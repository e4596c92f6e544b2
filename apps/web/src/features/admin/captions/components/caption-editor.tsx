import { captionInputSchema, type CaptionKey } from '@osi/shared';
import { useId } from 'react';
import { TextareaInputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Skeleton } from '@/components/ui/skeleton';
import { useCaption } from '@/features/site/api/get-caption';
import { LoadError } from '@/components/ui/load-error';
import { useSaveCaption } from '../api/save-caption';

type CaptionEditorProps = {
  /** The caption this section edits, e.g. `fellowship-form-banner`. */
  captionKey: CaptionKey;
  /** The section's heading, e.g. "Banner Section". */
  title: string;
  /** The field's label, e.g. "Banner Caption". */
  label: string;
};

function CaptionForm({ captionKey, label, caption }: CaptionEditorProps & { caption: string }) {
  const save = useSaveCaption(captionKey);
  const form = useZodForm(captionInputSchema, { defaultValues: { caption } });
  return (
    <Form
      form={form}
      className="mt-4 grid gap-4"
      successToast
      onSubmit={(input) => save.mutateAsync(input)}
    >
      <TextareaInputField name="caption" label={label} rows={3} />
      <div>
        <SubmitButton busyLabel="Updating…">Update</SubmitButton>
      </div>
    </Form>
  );
}

/**
 * One section of a captions page: the caption in a textarea and Update, which creates the record
 * the first time and updates it afterwards.
 */
export function CaptionEditor(props: CaptionEditorProps) {
  const headingId = useId();
  const caption = useCaption(props.captionKey);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {props.title}
      </h2>
      {caption.isPending ? (
        <Skeleton className="mt-4 h-28 rounded-lg" />
      ) : caption.isError ? (
        <div className="mt-4">
          <LoadError error={caption.error} onRetry={() => void caption.refetch()} />
        </div>
      ) : (
        <CaptionForm {...props} caption={caption.data.caption ?? ''} />
      )}
    </section>
  );
}
