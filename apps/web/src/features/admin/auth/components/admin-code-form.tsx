import { twoFactorSignInSchema } from '@osi/shared';
import { useState } from 'react';
import { InputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useAdminLoginCode } from '../api/login';

type AdminCodeFormProps = {
  /** The pending sign-in ran out: the password step again, with the server's words. */
  onExpired: (message: string) => void;
};

/** The sign-in's second step: the six-digit code from the app, or one of the recovery codes. */
export function AdminCodeForm({ onExpired }: AdminCodeFormProps) {
  const form = useZodForm(twoFactorSignInSchema, { defaultValues: { code: '' } });
  const login = useAdminLoginCode();
  const [recovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<string>();

  const switchKind = () => {
    setRecovery(!recovery);
    form.reset({ code: '' });
    setFailure(undefined);
  };

  return (
    <Form
      form={form}
      className="grid gap-5"
      failureToast={(error, { onFields }) => {
        if (error instanceof ApiError && error.status === 401) onExpired(error.message);
        else if (!onFields)
          setFailure(serverMessage(error, 'Could not sign in. Please try again.'));
        return null;
      }}
      onSubmit={async (values) => {
        setFailure(undefined);
        await login.mutateAsync(values);
      }}
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <p className="text-sm text-slate-700">
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.'
          : 'Enter the six-digit code your authenticator app shows for the OSI back office.'}
      </p>
      {recovery ? (
        <InputField
          key="recovery"
          name="code"
          label="Recovery code"
          autoComplete="off"
          spellCheck={false}
        />
      ) : (
        <InputField
          key="app"
          name="code"
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
        />
      )}
      <SubmitButton size="lg" busyLabel="Checking…">
        Verify
      </SubmitButton>
      <Button variant="ghost" onClick={switchKind}>
        {recovery ? 'Use the code from your app' : 'Use a recovery code'}
      </Button>
    </Form>
  );
}
