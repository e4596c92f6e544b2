import { applicationStatuses, statusUpdateSchema } from '@osi/shared';
import { useId } from 'react';
import { serverMessage } from '@/lib/api-client';
import { SelectInputField, TextareaInputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { capitalise } from '@/utils/capitalise';
import type { AdminMember } from '../api/get-member';
import { useUpdateMemberStatus } from '../api/update-member-status';

type StatusUpdateFormProps = { member: AdminMember; onDone: () => void };

/**
 * The Actions section: pending, approved or declined, with a comment the member can read. As
 * the spec has it, the page goes back after the update, whether it succeeded or failed.
 */
export function StatusUpdateForm({ member, onDone }: StatusUpdateFormProps) {
  const headingId = useId();
  const update = useUpdateMemberStatus(member.id);
  const form = useZodForm(statusUpdateSchema, {
    defaultValues: { status: member.status, comments: member.comments },
  });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-brand-200 bg-white p-5 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Actions
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The member receives an e-mail when the status changes.
      </p>
      <Form
        form={form}
        className="mt-4 grid gap-4"
        successToast
        onSubmit={(input) => update.mutateAsync(input)}
        onSaved={onDone}
        failureToast={(error) => {
          onDone();
          return serverMessage(error, 'Error updating approval status.');
        }}
      >
        <SelectInputField name="status" label="Status" className="sm:max-w-xs">
          {applicationStatuses.map((status) => (
            <option key={status} value={status}>
              {capitalise(status)}
            </option>
          ))}
        </SelectInputField>
        <TextareaInputField
          name="comments"
          label="Comment"
          hint="Why the application was approved or declined; the member sees it."
        />
        <div>
          <SubmitButton busyLabel="Updating…">Update</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
