import { caseFileKeyFields, caseFileLabels, caseMessages, saveCaseSchema } from '@osi/shared';
import { MemberFileField } from '@/components/form/member-file-field';
import { MutationForm } from '@/components/form/mutation-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useSaveCase } from '../api/cases';

/** The spec's words when a file the case names could not be taken, else the server's or the fallback. */
const saveFailure = (error: unknown) =>
  error instanceof ApiError && error.code === 'upload_missing'
    ? caseMessages.filesMissing
    : serverMessage(error, caseMessages.saveFailed);

/** A new case's three presentations, each uploaded as it is chosen, then Save. */
export function CaseFilesForm({ id }: { id: string }) {
  const save = useSaveCase(id);
  const form = useZodForm(saveCaseSchema, {
    defaultValues: { preOperativeKey: '', intraOperativeKey: '', postOperativeKey: '' },
  });
  return (
    <MutationForm form={form} className="grid gap-4" mutation={save} failureToast={saveFailure}>
      <div className="grid gap-4 md:grid-cols-3">
        {Object.entries(caseFileKeyFields).map(([field, slot]) => (
          <MemberFileField
            key={field}
            purpose="case_file"
            name={field}
            label={caseFileLabels[slot]}
            required
            hint=".pptx only"
          />
        ))}
      </div>
      <div>
        <SubmitButton busyLabel="Saving…">Save</SubmitButton>
      </div>
    </MutationForm>
  );
}
