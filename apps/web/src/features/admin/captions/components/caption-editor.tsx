import { captionInputSchema, type CaptionKey } from '@osi/shared';
import { TextareaInputField } from '@/components/form/fields';
import { MutationForm } from '@/components/form/mutation-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { useCaption } from '@/features/site/api/get-caption';
import { LoadedSection } from '../../components/loaded-section';
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
    <MutationForm form={form} className="mt-4 grid gap-4" mutation={save}>
      <TextareaInputField name="caption" label={label} rows={3} />
      <div>
        <SubmitButton busyLabel="Updating…">Update</SubmitButton>
      </div>
    </MutationForm>
  );
}

/**
 * One section of a captions page: the caption in a textarea and Update, which creates the record
 * the first time and updates it afterwards.
 */
export function CaptionEditor(props: CaptionEditorProps) {
  const caption = useCaption(props.captionKey);
  return (
    <LoadedSection title={props.title} query={caption} loadingClassName="h-28">
      {(data) => <CaptionForm {...props} caption={data.caption ?? ''} />}
    </LoadedSection>
  );
}
