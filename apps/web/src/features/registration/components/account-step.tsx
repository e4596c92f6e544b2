import { zodResolver } from '@hookform/resolvers/zod';
import { registrationAccountSchema } from '@osi/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useUniqueFields } from '../hooks/use-unique-fields';
import type { RegistrationDraft } from '../types';
import { WizardNav } from './wizard-nav';

type AccountStepProps = {
  values: RegistrationDraft;
  onNext: (account: z.output<typeof registrationAccountSchema>) => void;
};

/** Step 1, Create Account: the e-mail address (not already a member's) and a password. */
export function AccountStep({ values, onNext }: AccountStepProps) {
  const form = useForm<
    z.input<typeof registrationAccountSchema>,
    unknown,
    z.output<typeof registrationAccountSchema>
  >({
    resolver: zodResolver(registrationAccountSchema),
    defaultValues: { email: values.email ?? '', password: values.password ?? '' },
  });
  const { registerUnique, anyTaken } = useUniqueFields(form, ['email']);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (account) => {
    if (!(await anyTaken(account))) onNext(account);
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...registerUnique('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        showRules
        error={errors.password?.message}
        {...form.register('password')}
      />
      <p className="text-sm text-slate-600">
        Already a member?{' '}
        <Link
          to={paths.memberLogin}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Login
        </Link>
      </p>
      <WizardNav busyLabel={isSubmitting ? 'Checking…' : undefined} />
    </form>
  );
}
