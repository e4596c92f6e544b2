import { addAdminFormSchema, newAdminMessages } from '@osi/shared';
import { InputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { AdminPageHeader } from '../../components/admin-page-header';
import { RoleField } from '../../staff/components/role-field';
import { useAddAdmin } from '../api/add-admin';

const blank = {
  name: '',
  email: '',
  role: 'membership' as const,
  password: '',
  confirmPassword: '',
};

/** An Owner adds another administrator with a role and a password they pass on in person. */
export function AddAdminPage() {
  const addAdmin = useAddAdmin();
  const form = useZodForm(addAdminFormSchema, { defaultValues: blank });

  return (
    <>
      <AdminPageHeader
        title="Add administrator"
        description="The new administrator signs in with this password and may use what their role allows. To let them choose their own password, invite them from the Staff page instead."
      />
      <Form
        form={form}
        className="grid max-w-xl gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
        successToast
        onSubmit={({ confirmPassword: _, ...input }) => addAdmin.mutateAsync(input)}
        onSaved={() => form.reset(blank)}
      >
        <InputField name="name" label="Name" autoComplete="off" />
        <InputField name="email" label="E-mail" type="email" autoComplete="off" />
        <RoleField />
        <NewPasswordFields
          names={{ password: 'password', confirmation: 'confirmPassword' }}
          labels={{ password: 'Password', confirmation: 'Confirm password' }}
          hint={`${newAdminMessages.passwordHint} Tell it to the new administrator in person or by phone, not by e-mail.`}
        />
        <div>
          <SubmitButton busyLabel="Adding…">Add administrator</SubmitButton>
        </div>
      </Form>
    </>
  );
}
