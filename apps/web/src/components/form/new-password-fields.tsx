import { PasswordInputField } from './fields';

type NewPasswordFieldsProps = {
  /** The form's field names for the password and its confirmation. */
  names?: { password: string; confirmation: string };
  labels?: { password: string; confirmation: string };
  hint?: string;
};

const defaults = {
  names: { password: 'newPassword', confirmation: 'confirmPassword' },
  labels: { password: 'New password', confirmation: 'Confirm new password' },
};

/** A new password, with the rules under it, and the same typed again. */
export function NewPasswordFields({
  names = defaults.names,
  labels = defaults.labels,
  hint,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInputField
        name={names.password}
        label={labels.password}
        autoComplete="new-password"
        showRules
        hint={hint}
      />
      <PasswordInputField
        name={names.confirmation}
        label={labels.confirmation}
        autoComplete="new-password"
        required
      />
    </>
  );
}
