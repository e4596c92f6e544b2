import { loginFormSchema } from '@osi/shared';
import { Link } from 'react-router';
import { InputField, PasswordInputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { paths } from '@/config/paths';
import { loginFailureMessage, useLogin } from '../api/login';

export function LoginForm() {
  const login = useLogin();
  const form = useZodForm(loginFormSchema, { defaultValues: { email: '', password: '' } });

  return (
    <Form
      form={form}
      className="grid gap-5"
      failureToast={loginFailureMessage}
      onSubmit={(values) => login.mutateAsync(values)}
    >
      <InputField name="email" label="Email" type="email" autoComplete="email" />
      <PasswordInputField name="password" label="Password" autoComplete="current-password" />
      <Link
        to={paths.forgotPassword}
        className="justify-self-end text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        Forgot your password?
      </Link>
      <SubmitButton size="lg" busyLabel="Logging In...">
        Login
      </SubmitButton>
    </Form>
  );
}
