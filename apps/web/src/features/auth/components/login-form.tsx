import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@osi/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { loginFailureMessage, useLogin } from '../api/login';

export function LoginForm() {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit((values) =>
    login.mutate(values, {
      onError: (error) => {
        applyServerFieldErrors(error, setError);
        toast.error(loginFailureMessage(error));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Link
        to={paths.forgotPassword}
        className="justify-self-end text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        Forgot your password?
      </Link>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? 'Logging In...' : 'Login'}
      </Button>
    </form>
  );
}
