import { addMemberSchema, adminAddMemberMessages, titles } from '@osi/shared';
import type { FocusEvent } from 'react';
import { InputField, PasswordInputField, SelectInputField } from '@/components/form/fields';
import { FormDialog } from '@/components/form/form-dialog';
import { useZodForm } from '@/components/form/use-zod-form';
import { SelectOptions } from '@/components/ui/select-field';
import { useAddMember } from '../api/add-member';
import { membershipIdExists } from '../api/membership-id-exists';

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
  const addMember = useAddMember();
  const form = useZodForm(addMemberSchema, { defaultValues: emptyMember });

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

  return (
    <FormDialog
      title="Add New Member"
      description="The member is approved at once and receives an e-mail explaining how to sign in."
      size="lg"
      onClose={onClose}
      form={form}
      failureFallback="An unexpected error occurred. Please try again."
      className="mt-6 grid items-start gap-4 sm:grid-cols-2"
      successToast
      onSubmit={(input) => addMember.mutateAsync(input)}
      onSaved={onAdded}
      submitLabel="Add Member"
      busyLabel="Adding…"
      actionsClassName="mt-2 sm:col-span-2"
    >
      <SelectInputField name="title" label="Title">
        <SelectOptions values={titles} placeholder="Select a title" />
      </SelectInputField>
      <InputField name="firstName" label="First Name" autoComplete="off" />
      <InputField name="lastName" label="Last Name" autoComplete="off" />
      <InputField
        name="membershipId"
        label="Membership ID"
        autoComplete="off"
        onBlur={(event) => void checkMembershipId(event)}
      />
      <InputField name="email" label="Email" type="email" autoComplete="off" />
      <PasswordInputField name="password" label="Password" autoComplete="new-password" showRules />
      <InputField
        name="mobileNo"
        label="Mobile Number"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
      />
    </FormDialog>
  );
}
