import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema } from '@osi/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { serverMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useChangePassword } from '../api/change-password';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The Settings tab's Change Password form. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const form = useForm<
    z.input<typeof changePasswordSchema>,
    unknown,
    z.output<typeof changePasswordSchema>
  >({ resolver: zodResolver(changePasswordSchema), defaultValues: empty });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    changePassword.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message);
        form.reset(empty);
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError);
        toast.error(serverMessage(error, 'An error occurred. Please try again.'));
      },
    }),
  );

  return (
    <section aria-labelledby="change-password" className="max-w-lg">
      <h2 id="change-password" className="text-xl font-semibold text-slate-900">
        Change Password
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        You stay signed in here; other devices are signed out.
      </p>
      <form onSubmit={submit} noValidate className="mt-6 grid gap-5">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          showRules
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button
          type="submit"
          size="lg"
          className="justify-self-start"
          disabled={changePassword.isPending}
        >
          {changePassword.isPending ? 'Changing…' : 'Change Password'}
        </Button>
      </form>
    </section>
  );
}
