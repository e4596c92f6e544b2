import { zodResolver } from '@hookform/resolvers/zod';
import { membershipTypeInputSchema, type MembershipType } from '@osi/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSaveMembershipType } from '../api/save-membership-type';

type Schema = typeof membershipTypeInputSchema;

type MembershipTypeDialogProps = {
  /** The type to update; without it the dialog adds a new one. */
  type?: MembershipType | undefined;
  onClose: () => void;
};

/** Add (or, given a type, Update) a membership type: its name and its price in rupees. */
export function MembershipTypeDialog({ type, onClose }: MembershipTypeDialogProps) {
  const titleId = useId();
  const save = useSaveMembershipType();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(membershipTypeInputSchema),
    defaultValues: { name: type?.name ?? '', price: type?.price ?? '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: type?.id, input },
      {
        onSuccess: () => {
          toast.success(type ? 'Membership type updated.' : 'Membership type added.');
          onClose();
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError)) toast.error(error.message);
        },
      },
    ),
  );

  return (
    <Dialog open onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {type ? 'Update' : 'Add Membership Type'}
      </h2>
      <form onSubmit={submit} noValidate className="mt-5 grid gap-4">
        <TextField
          label="Membership Type"
          required
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Price (₹)"
          required
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.price?.message}
          {...form.register('price')}
        />
        <div className="mt-2 flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Submit'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
