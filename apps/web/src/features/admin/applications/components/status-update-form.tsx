import { applicationStatuses, statusUpdateSchema, type ApplicationStatus } from '@osi/shared';
import { serverMessage } from '@/lib/api-client';
import { SelectInputField, TextareaInputField } from '@/components/form/fields';
import { MutationForm } from '@/components/form/mutation-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { SelectOptions } from '@/components/ui/select-field';
import { capitalise } from '@/utils/capitalise';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { AdminSection } from '../../components/admin-section';
import type { ApplicationKind } from '../application-kind';

type StatusUpdateFormProps = {
  kind: ApplicationKind;
  application: { id: string; status: ApplicationStatus; comments: string };
  /** What the change does beyond the status, e.g. that the applicant is e-mailed. */
  note: string;
  onDone: () => void;
};

/**
 * The Actions section: pending, approved or declined, with a comment the applicant can read. As
 * the spec has it, the page goes back after the update, whether it succeeded or failed.
 */
export function StatusUpdateForm({ kind, application, note, onDone }: StatusUpdateFormProps) {
  const update = useUpdateApplicationStatus(kind, application.id);
  const form = useZodForm(statusUpdateSchema, {
    defaultValues: { status: application.status, comments: application.comments },
  });

  return (
    <AdminSection title="Actions" emphasis>
      <p className="mt-1 text-sm text-slate-600">{note}</p>
      <MutationForm
        form={form}
        className="mt-4 grid gap-4"
        mutation={update}
        onSaved={onDone}
        failureToast={(error) => {
          onDone();
          return serverMessage(error, 'Error updating approval status.');
        }}
      >
        <SelectInputField name="status" label="Status" className="sm:max-w-xs">
          <SelectOptions values={applicationStatuses} labelOf={capitalise} />
        </SelectInputField>
        <TextareaInputField
          name="comments"
          label="Comment"
          hint="Why the application was approved or declined; the applicant sees it."
        />
        <div>
          <SubmitButton busyLabel="Updating…">Update</SubmitButton>
        </div>
      </MutationForm>
    </AdminSection>
  );
}
