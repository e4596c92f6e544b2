import { zodResolver } from '@hookform/resolvers/zod';
import { adminLoginSchema } from '@osi/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useAdminLogin } from '../api/login';

type LoginSchema = typeof adminLoginSchema;

/**
 * E-mail and password; wrong credentials show under the password, throttling above the form.
 * Once the session names the administrator, the page moves on.
 */
export function AdminLoginForm() {
  const form = useForm<z.input<LoginSchema>, unknown, z.output<LoginSchema>>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useAdminLogin();
  const [failure, setFailure] = useState<string>();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFailure(undefined);
    login.mutate(values, {
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError)) setFailure(error.message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label="E-mail"
        required
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label="Password"
        required
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
