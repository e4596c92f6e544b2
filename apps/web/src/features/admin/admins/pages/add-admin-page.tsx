import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { AdminPageHeader } from '../../components/admin-page-header';
import { addAdminFormSchema as addAdminSchema } from '@osi/shared';
import { useAddAdmin } from '../api/add-admin';

type Schema = typeof addAdminSchema;

const blank = { name: '', email: '', password: '', confirmPassword: '' };

/** A signed-in administrator adds another, who can then do everything in the back office. */
export function AddAdminPage() {
  const addAdmin = useAddAdmin();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(addAdminSchema),
    defaultValues: blank,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ confirmPassword: _, ...input }) =>
    addAdmin.mutate(input, {
      onSuccess: ({ message }) => {
        toast.success(message);
        form.reset(blank);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError)) toast.error(error.message);
      },
    }),
  );

  return (
    <>
      <AdminPageHeader
        title="Add administrator"
        description="The new administrator can sign in to this back office and do everything you can."
      />
      <form
        onSubmit={submit}
        noValidate
        className="grid max-w-xl gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <TextField
          label="Name"
          required
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="E-mail"
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
          hint="At least 12 characters. Tell it to the new administrator in person or by phone, not by e-mail."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label="Confirm password"
          required
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <div>
          <Button type="submit" disabled={addAdmin.isPending}>
            {addAdmin.isPending ? 'Adding…' : 'Add administrator'}
          </Button>
        </div>
      </form>
    </>
  );
}
