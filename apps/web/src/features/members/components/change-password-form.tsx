import { changePasswordSchema } from '@osi/shared';
import { PasswordInputField } from '@/components/form/fields';
import { MutationForm } from '@/components/form/mutation-form';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { serverMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The Settings tab's Change Password form. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const form = useZodForm(changePasswordSchema, { defaultValues: empty });

  return (
    <section aria-labelledby="change-password" className="max-w-lg">
      <h2 id="change-password" className="text-xl font-semibold text-slate-900">
        Change Password
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        You stay signed in here; other devices are signed out.
      </p>
      <MutationForm
        form={form}
        className="mt-6 grid gap-5"
        failureToast={(error) => serverMessage(error, 'An error occurred. Please try again.')}
        mutation={changePassword}
        onSaved={() => form.reset(empty)}
      >
        <PasswordInputField
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
        />
        <NewPasswordFields />
        <SubmitButton size="lg" className="justify-self-start" busyLabel="Changing…">
          Change Password
        </SubmitButton>
      </MutationForm>
    </section>
  );
}
