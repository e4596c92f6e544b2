import { zodResolver } from '@hookform/resolvers/zod';
import { applicationStatuses, statusUpdateSchema } from '@osi/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { capitalise } from '@/utils/capitalise';
import type { AdminMember } from '../api/get-member';
import { useUpdateMemberStatus } from '../api/update-member-status';

type Schema = typeof statusUpdateSchema;

type StatusUpdateFormProps = { member: AdminMember; onUpdated: () => void };

/**
 * The Actions section: pending, approved or declined, with a comment the member can read. A
 * failure keeps the form as it was, so nothing typed is lost.
 */
export function StatusUpdateForm({ member, onUpdated }: StatusUpdateFormProps) {
  const headingId = useId();
  const update = useUpdateMemberStatus(member.id);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(statusUpdateSchema),
    defaultValues: { status: member.status, comments: member.comments },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onUpdated();
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError)) toast.error(error.message);
      },
    }),
  );

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
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
        <SelectField
          label="Status"
          error={errors.status?.message}
          className="sm:max-w-xs"
          {...form.register('status')}
        >
          {applicationStatuses.map((status) => (
            <option key={status} value={status}>
              {capitalise(status)}
            </option>
          ))}
        </SelectField>
        <TextareaField
          label="Comment"
          hint="Why the application was approved or declined; the member sees it."
          error={errors.comments?.message}
          {...form.register('comments')}
        />
        <div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Updating…' : 'Update'}
          </Button>
        </div>
      </form>
    </section>
  );
}
