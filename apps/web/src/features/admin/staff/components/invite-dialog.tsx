import { invitationLifetimeHours, inviteStaffSchema } from '@osi/shared';
import { InputField } from '@/components/form/fields';
import { FormDialog } from '@/components/form/form-dialog';
import { useZodForm } from '@/components/form/use-zod-form';
import { useInviteStaff } from '../api/staff';
import { RoleField } from './role-field';

/** Invites someone by e-mail: the link sets their password and makes their account. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const invite = useInviteStaff();
  const form = useZodForm(inviteStaffSchema, {
    defaultValues: { name: '', email: '', role: 'membership' },
  });
  return (
    <FormDialog
      title="Invite to the staff"
      description={`They get an e-mail with a link, valid for ${invitationLifetimeHours} hours, to set their password.`}
      form={form}
      successToast
      onSubmit={(body) => invite.mutateAsync(body)}
      onClose={onClose}
      submitLabel="Send invitation"
      busyLabel="Sending…"
      className="mt-4 grid gap-4"
    >
      <InputField name="name" label="Name" autoComplete="off" />
      <InputField name="email" label="E-mail" type="email" autoComplete="off" />
      <RoleField />
    </FormDialog>
  );
}
