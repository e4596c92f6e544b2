import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema } from '@osi/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useResetPassword } from '../api/reset-password';

const linkClasses = 'font-semibold underline underline-offset-4';

export function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const empty = { token, newPassword: '', confirmPassword: '' };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof resetPasswordSchema>, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: empty,
  });

  const submit = handleSubmit((values) =>
    resetPassword.mutate(values, {
      onSuccess: () => reset(empty),
      onError: (error) => {
        applyServerFieldErrors(error, setError);
        toast.error(serverMessage(error, 'An error occurred.'));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {resetPassword.isSuccess && (
        <Alert tone="success" title={resetPassword.data.message}>
          <Link to={paths.memberLogin} className={linkClasses}>
            Sign in with your new password
          </Link>
        </Alert>
      )}
      {resetPassword.isError && (
        <Alert tone="error">{serverMessage(resetPassword.error, 'An error occurred.')}</Alert>
      )}
      {errors.token && (
        <Alert tone="error">
          This reset link is incomplete. Please open the link from your e-mail again, or{' '}
          <Link to={paths.forgotPassword} className={linkClasses}>
            ask for a new one
          </Link>
          .
        </Alert>
      )}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        showRules
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={resetPassword.isPending}>
        {resetPassword.isPending ? 'Resetting…' : 'Reset Password'}
      </Button>
    </form>
  );
}
