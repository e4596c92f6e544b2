import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@osi/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordForm() {
  const forgotPassword = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>(
    { resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } },
  );

  const submit = handleSubmit((values) =>
    forgotPassword.mutate(values, {
      onError: (error) => {
        applyServerFieldErrors(error, setError);
        toast.error(serverMessage(error, 'Something went wrong.'));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {forgotPassword.isSuccess && <Alert tone="success">{forgotPassword.data.message}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" disabled={forgotPassword.isPending}>
        {forgotPassword.isPending ? 'Submiting' : 'Submit'}
      </Button>
    </form>
  );
}
