import { resetPasswordSchema } from '@osi/shared';
import { Link } from 'react-router';
import { Form } from '@/components/form/form';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';

const linkClasses = 'font-semibold underline underline-offset-4';
const fallback = 'An error occurred.';

export function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const empty = { token, newPassword: '', confirmPassword: '' };
  const form = useZodForm(resetPasswordSchema, { defaultValues: empty });
  const tokenError = form.formState.errors.token;

  return (
    <Form
      form={form}
      className="grid gap-5"
      failureToast={(error) => serverMessage(error, fallback)}
      onSubmit={async (values) => {
        await resetPassword.mutateAsync(values);
        form.reset(empty);
      }}
    >
      {resetPassword.isSuccess && (
        <Alert tone="success" title={resetPassword.data.message}>
          <Link to={paths.memberLogin} className={linkClasses}>
            Sign in with your new password
          </Link>
        </Alert>
      )}
      {resetPassword.isError && (
        <Alert tone="error">{serverMessage(resetPassword.error, fallback)}</Alert>
      )}
      {tokenError && (
        <Alert tone="error">
          This reset link is incomplete. Please open the link from your e-mail again, or{' '}
          <Link to={paths.forgotPassword} className={linkClasses}>
            ask for a new one
          </Link>
          .
        </Alert>
      )}
      <NewPasswordFields />
      <SubmitButton size="lg" busyLabel="Resetting…">
        Reset Password
      </SubmitButton>
    </Form>
  );
}
