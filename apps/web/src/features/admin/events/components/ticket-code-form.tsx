import { checkInInputSchema } from '@osi/shared';
import { InputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';

/**
 * A ticket's code typed in, with or without its dashes. Once checked the field empties for the
 * next one; a refused code stays to be corrected.
 */
export function TicketCodeForm({ onCheck }: { onCheck: (code: string) => Promise<boolean> }) {
  const form = useZodForm(checkInInputSchema, { defaultValues: { code: '' } });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        if (await onCheck(values.code)) form.reset();
      }}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <InputField
        name="code"
        label="Ticket code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="ABCD-EFGH-JKMN"
        className="grow"
      />
      <SubmitButton busyLabel="Checking…" size="lg" className="sm:mt-6">
        Check in
      </SubmitButton>
    </Form>
  );
}
