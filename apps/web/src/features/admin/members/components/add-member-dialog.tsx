import { zodResolver } from '@hookform/resolvers/zod';
import { addMemberSchema, adminAddMemberMessages, titles } from '@osi/shared';
import { useId, type FocusEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PasswordField } from '@/components/ui/password-field';
import { SelectField, SelectOptions } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useAddMember } from '../api/add-member';
import { membershipIdExists } from '../api/membership-id-exists';

type Schema = typeof addMemberSchema;

const emptyMember = {
  firstName: '',
  lastName: '',
  membershipId: '',
  email: '',
  password: '',
  mobileNo: '',
};

/** The Add New Member modal: a full member from the start, told by e-mail how to sign in. */
export function AddMemberDialog({
  onClose,
  onAdded,
}: {
  onClose: () => void;
  onAdded: () => void;
}) {
  const titleId = useId();
  const addMember = useAddMember();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(addMemberSchema),
    defaultValues: emptyMember,
  });
  const { errors } = form.formState;

  const checkMembershipId = async (event: FocusEvent<HTMLInputElement>) => {
    const membershipId = event.target.value.trim();
    if (!membershipId) return;
    try {
      if (await membershipIdExists(membershipId)) {
        form.setError('membershipId', {
          type: 'taken',
          message: adminAddMemberMessages.membershipIdTaken,
        });
      } else if (form.getFieldState('membershipId').error?.type === 'taken') {
        form.clearErrors('membershipId');
      }
    } catch {
      // Only a convenience: the server checks the ID again when the form is sent.
    }
  };

  const submit = form.handleSubmit((input) =>
    addMember.mutate(input, {
      onSuccess: () => {
        toast.success('Member added successfully.');
        onAdded();
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, form.setError)) return;
        toast.error(serverMessage(error, 'An unexpected error occurred. Please try again.'));
      },
    }),
  );

  return (
    <Dialog open onClose={onClose} labelledBy={titleId} size="lg">
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        Add New Member
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The member is approved at once and receives an e-mail explaining how to sign in.
      </p>
      <form onSubmit={submit} noValidate className="mt-6 grid items-start gap-4 sm:grid-cols-2">
        <SelectField
          label="Title"
          required
          error={errors.title?.message}
          {...form.register('title')}
        >
          <SelectOptions values={titles} placeholder="Select a title" />
        </SelectField>
        <TextField
          label="First Name"
          required
          autoComplete="off"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="off"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <TextField
          label="Membership ID"
          required
          autoComplete="off"
          error={errors.membershipId?.message}
          {...form.register('membershipId', { onBlur: checkMembershipId })}
        />
        <TextField
          label="Email"
          required
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label="Password"
          required
          autoComplete="new-password"
          showRules
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Mobile Number"
          required
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          error={errors.mobileNo?.message}
          {...form.register('mobileNo')}
        />
        <div className="mt-2 flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={addMember.isPending}>
            {addMember.isPending ? 'Adding…' : 'Add Member'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
