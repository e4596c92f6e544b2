import { changePasswordSchema, type ChangePasswordInput } from '@osi/shared';
import { PasswordInputField } from './fields';
import { MutationForm } from './mutation-form';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';
import { useZodForm } from './use-zod-form';
import { serverMessage } from '@/lib/api-client';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The Change Password form of a signed-in account: a member's Settings tab, an administrator's
 * password page. `mutation` changes it on the server, which signs the account's other devices out.
 */
export function ChangePasswordForm({
  mutation,
}: {
  mutation: { mutateAsync: (input: ChangePasswordInput) => Promise<unknown> };
}) {
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
        mutation={mutation}
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
