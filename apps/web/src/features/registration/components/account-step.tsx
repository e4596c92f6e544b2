import { registrationAccountSchema } from '@osi/shared';
import { Link } from 'react-router';
import type { z } from 'zod';
import { InputField, PasswordInputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
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
  const form = useZodForm(registrationAccountSchema, {
    defaultValues: { email: values.email ?? '', password: values.password ?? '' },
  });
  const { onLeave, nextUnlessTaken } = useUniqueFields(form, ['email']);

  return (
    <Form form={form} className="grid gap-5" onSubmit={nextUnlessTaken(onNext)}>
      <InputField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        onBlur={onLeave.email}
        announceError
      />
      <PasswordInputField name="password" label="Password" autoComplete="new-password" showRules />
      <p className="text-sm text-slate-600">
        Already a member?{' '}
        <Link
          to={paths.memberLogin}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Login
        </Link>
      </p>
      <WizardNav busyLabel="Checking…" />
    </Form>
  );
}
