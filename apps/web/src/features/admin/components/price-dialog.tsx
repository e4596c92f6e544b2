import type { FieldDefinition } from '@osi/shared';
import type { z } from 'zod';
import { FieldsFromDefinitions } from '@/components/form/fields-from-definitions';
import { FormDialog } from '@/components/form/form-dialog';
import { useZodForm } from '@/components/form/use-zod-form';
import type { PriceSchema } from '../api/use-save-price';

type PriceInput = z.output<PriceSchema>;

type PriceDialogProps = {
  title: string;
  fields: readonly FieldDefinition[];
  schema: PriceSchema;
  /** The price being updated, or a new price's values beyond its name and price. */
  initial: Partial<z.input<PriceSchema>> | undefined;
  save: (input: PriceInput) => Promise<{ message: string }>;
  onClose: () => void;
};

/** Add or Update a named price, rendered from its field definitions; shows the server's message. */
export function PriceDialog({ title, fields, schema, initial, save, onClose }: PriceDialogProps) {
  const form = useZodForm(schema, { defaultValues: { name: '', price: '', ...initial } });
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      form={form}
      className="mt-5 grid gap-4"
      successToast
      onSubmit={save}
      submitLabel="Submit"
      busyLabel="Saving…"
      actionsClassName="mt-2"
    >
      <FieldsFromDefinitions definitions={fields} />
    </FormDialog>
  );
}
