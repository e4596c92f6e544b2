import { registrationPagePath, type RegistrationResult } from '@osi/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/utils/format';
import type { PaidSubmissionStage } from '@/hooks/use-paid-submission';

type RegistrationOutcomeProps = {
  result: RegistrationResult;
  /** Pays for a held place; `paying` says how far it has gone. */
  onPay: () => void;
  paying: PaidSubmissionStage | null;
};

/**
 * What registering gave: a place (the ticket is on its way), a place in the waiting list, or a
 * held place to pay for, with the button that pays.
 */
export function RegistrationOutcome({ result, onPay, paying }: RegistrationOutcomeProps) {
  const { registration, order } = result;
  const held = registration.status === 'held';
  return (
    <div className="grid gap-4">
      <Alert tone={held ? 'warning' : 'success'}>
        <p>{result.message}</p>
        {registration.waitingPosition !== null && (
          <p className="mt-1 font-semibold">
            You are number {registration.waitingPosition} on the waiting list.
          </p>
        )}
        {held && registration.heldUntil && (
          <p className="mt-1">Held until {formatDateTime(registration.heldUntil)}.</p>
        )}
      </Alert>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Link
          to={registrationPagePath(registration.token)}
          className="self-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          See your registration
        </Link>
        {held && order && (
          <Button onClick={onPay} disabled={paying !== null} aria-busy={paying !== null}>
            {paying === null ? 'Pay now' : paying === 'paying' ? 'Paying...' : 'Confirming...'}
          </Button>
        )}
      </div>
    </div>
  );
}
