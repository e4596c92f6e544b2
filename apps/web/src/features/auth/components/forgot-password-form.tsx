import { forgotPasswordSchema } from '@osi/shared';
import { InputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { serverMessage } from '@/lib/api-client';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordForm() {
  const forgotPassword = useForgotPassword();
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });

  return (
    <Form
      form={form}
      className="grid gap-5"
      failureToast={(error) => serverMessage(error, 'Something went wrong.')}
      onSubmit={(values) => forgotPassword.mutateAsync(values)}
    >
      {forgotPassword.isSuccess && <Alert tone="success">{forgotPassword.data.message}</Alert>}
      <InputField name="email" label="Email" type="email" autoComplete="email" required />
      <SubmitButton size="lg" busyLabel="Submiting">
        Submit
      </SubmitButton>
    </Form>
  );
}
