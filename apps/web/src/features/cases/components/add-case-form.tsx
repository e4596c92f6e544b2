import { addCaseSchema, caseCategories, caseMessages } from '@osi/shared';
import { SelectInputField } from '@/components/form/fields';
import { MutationForm } from '@/components/form/mutation-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { SelectOptions } from '@/components/ui/select-field';
import { capitalise } from '@/utils/capitalise';
import { useAddCase } from '../api/cases';

/** Adds a new case of the chosen category; its files are uploaded on its card. */
export function AddCaseForm() {
  const add = useAddCase();
  const form = useZodForm(addCaseSchema);
  return (
    <MutationForm
      form={form}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      failureFallback={caseMessages.addFailed}
      mutation={add}
      onSaved={() => form.reset()}
    >
      <SelectInputField name="category" label="Category" className="sm:w-64">
        <SelectOptions
          values={caseCategories}
          placeholder="Select a category"
          labelOf={capitalise}
        />
      </SelectInputField>
      <SubmitButton busyLabel="Adding…">Add Case</SubmitButton>
    </MutationForm>
  );
}
