import { totpCodeSchema, type TotpCodeInput } from '@osi/shared';
import { InputField } from '@/components/form/fields';
import { MutationForm } from '@/components/form/mutation-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';

type CodeFormProps = {
  mutation: { mutateAsync: (values: TotpCodeInput) => Promise<unknown> };
  submitLabel: string;
  busyLabel: string;
  variant?: 'primary' | 'danger';
};

/** A six-digit code from the app, for a change that needs one. */
export function CodeForm({ mutation, submitLabel, busyLabel, variant }: CodeFormProps) {
  const form = useZodForm(totpCodeSchema, { defaultValues: { code: '' } });
  return (
    <MutationForm
      form={form}
      mutation={mutation}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <InputField
        name="code"
        label="Code from your app"
        inputMode="numeric"
        autoComplete="one-time-code"
        className="sm:max-w-xs"
      />
      <SubmitButton busyLabel={busyLabel} variant={variant} className="sm:mt-7">
        {submitLabel}
      </SubmitButton>
    </MutationForm>
  );
}
