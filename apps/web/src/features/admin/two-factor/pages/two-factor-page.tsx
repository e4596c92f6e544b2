import {
  enrolmentStartSchema,
  twoFactorMessages,
  type RecoveryCodesResponse,
  type TotpCodeInput,
  type TwoFactorStatus,
} from '@osi/shared';
import { useState } from 'react';
import { PasswordInputField } from '@/components/form/fields';
import { MutationForm } from '@/components/form/mutation-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminPageHeader } from '../../components/admin-page-header';
import {
  useConfirmEnrolment,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartEnrolment,
  useTwoFactorStatus,
} from '../api/two-factor';
import { CodeForm } from '../components/code-form';
import { RecoveryCodes } from '../components/recovery-codes';

type ShowCodes = (codes: string[]) => void;

/** A mutation whose recovery codes the page shows once it succeeds. */
const showingCodes = (
  mutation: { mutateAsync: (input: TotpCodeInput) => Promise<RecoveryCodesResponse> },
  show: ShowCodes,
) => ({
  mutateAsync: async (input: TotpCodeInput) => {
    const answer = await mutation.mutateAsync(input);
    show(answer.recoveryCodes);
    return answer;
  },
});

const card = 'grid gap-4 rounded-xl bg-white p-5 ring-1 ring-slate-200 sm:p-6';

function Enrolment({ onCodes }: { onCodes: ShowCodes }) {
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const passwordForm = useZodForm(enrolmentStartSchema, { defaultValues: { password: '' } });
  if (!start.data) {
    return (
      <section className={card}>
        <p className="text-sm text-slate-700">
          You need an authenticator app on your phone, such as Google Authenticator, Microsoft
          Authenticator or 2FAS. After your password, sign-in will ask for the six-digit code it
          shows.
        </p>
        <MutationForm form={passwordForm} mutation={start} className="grid gap-4">
          <PasswordInputField
            name="password"
            label="Your password"
            autoComplete="current-password"
            className="max-w-sm"
          />
          <div>
            <SubmitButton busyLabel="Preparing…">Set up two-factor sign-in</SubmitButton>
          </div>
        </MutationForm>
      </section>
    );
  }
  return (
    <section className={card} aria-labelledby="enrol-heading">
      <h2 id="enrol-heading" className="text-lg font-semibold text-slate-900">
        Scan the code with your app
      </h2>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <img
          src={start.data.qrCode}
          alt="QR code for your authenticator app"
          className="size-48 shrink-0 rounded-lg ring-1 ring-slate-200"
        />
        <div className="grid gap-2 text-sm text-slate-700">
          <p>Cannot scan it? Type this key into the app instead (time-based):</p>
          <p>
            <span className="sr-only">Key: </span>
            <code
              data-testid="two-factor-key"
              className="rounded-md bg-slate-100 px-2 py-1 font-mono text-base break-all text-slate-900"
            >
              {start.data.key}
            </code>
          </p>
          <p>Then enter the six-digit code the app shows to turn two-factor sign-in on.</p>
        </div>
      </div>
      <CodeForm
        mutation={showingCodes(confirm, onCodes)}
        submitLabel="Turn on"
        busyLabel="Checking…"
      />
    </section>
  );
}

function Enrolled({ status, onCodes }: { status: TwoFactorStatus; onCodes: ShowCodes }) {
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  return (
    <>
      <Alert tone="success" title="Two-factor sign-in is on.">
        {status.recoveryCodesLeft === 1
          ? 'You have 1 unused recovery code.'
          : `You have ${status.recoveryCodesLeft} unused recovery codes.`}
      </Alert>
      <section className={card} aria-labelledby="new-codes-heading">
        <h2 id="new-codes-heading" className="text-lg font-semibold text-slate-900">
          New recovery codes
        </h2>
        <p className="text-sm text-slate-700">Makes ten new codes; the old ones stop working.</p>
        <CodeForm
          mutation={showingCodes(regenerate, onCodes)}
          submitLabel="Make new codes"
          busyLabel="Making…"
        />
      </section>
      <section className={card} aria-labelledby="turn-off-heading">
        <h2 id="turn-off-heading" className="text-lg font-semibold text-slate-900">
          Turn off
        </h2>
        {status.required ? (
          <p className="text-sm text-slate-700">{twoFactorMessages.requiredByRole}</p>
        ) : (
          <CodeForm
            mutation={disable}
            submitLabel="Turn off two-factor sign-in"
            busyLabel="Turning off…"
            variant="danger"
          />
        )}
      </section>
    </>
  );
}

/** The administrator's own two-factor sign-in: set it up, new recovery codes, or turn it off. */
export function TwoFactorPage() {
  const status = useTwoFactorStatus();
  const [codes, setCodes] = useState<string[]>();
  return (
    <div className="grid max-w-3xl gap-6">
      <AdminPageHeader
        title="Two-factor sign-in"
        description="A six-digit code from an app on your phone, asked for after your password."
      />
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />
      ) : (
        <QueryStates query={status} loading={<Skeleton className="h-48 rounded-xl" />}>
          {(data) =>
            data.enabled ? (
              <Enrolled status={data} onCodes={setCodes} />
            ) : (
              <>
                {data.required && <Alert tone="warning">{twoFactorMessages.required}</Alert>}
                <Enrolment onCodes={setCodes} />
              </>
            )
          }
        </QueryStates>
      )}
    </div>
  );
}
