import { loginSchema } from '@osi/shared';
import { useState } from 'react';
import { InputField, PasswordInputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { serverMessage } from '@/lib/api-client';
import { useAdminLogin } from '../api/login';
import { AdminCodeForm } from './admin-code-form';

/**
 * E-mail and password; wrong credentials show under the password, throttling above the form.
 * With two-factor sign-in on, the code is asked for next. Once the session names the
 * administrator, the page moves on.
 */
export function AdminLoginForm({ notice }: { notice?: string }) {
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const login = useAdminLogin();
  const [failure, setFailure] = useState<string>();
  const [codeStep, setCodeStep] = useState(false);

  if (codeStep) {
    return (
      <AdminCodeForm
        onExpired={(message) => {
          setCodeStep(false);
          form.resetField('password');
          setFailure(message);
        }}
      />
    );
  }
  return (
    <Form
      form={form}
      className="grid gap-5"
      failureToast={(error, { onFields }) => {
        if (!onFields) setFailure(serverMessage(error, 'Could not sign in. Please try again.'));
        return null;
      }}
      onSubmit={async (values) => {
        setFailure(undefined);
        const answer = await login.mutateAsync(values);
        if ('codeRequired' in answer) setCodeStep(true);
      }}
    >
      {failure ? (
        <Alert tone="error">{failure}</Alert>
      ) : (
        notice && <Alert tone="info">{notice}</Alert>
      )}
      <InputField name="email" label="E-mail" type="email" autoComplete="username" />
      <PasswordInputField name="password" label="Password" autoComplete="current-password" />
      <SubmitButton size="lg" busyLabel="Signing in…">
        Sign in
      </SubmitButton>
    </Form>
  );
}
