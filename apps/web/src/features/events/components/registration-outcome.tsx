import { registrationPagePath, type RegistrationResult } from '@osi/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/utils/format';
import { usePayForPlace } from '../hooks/use-pay-for-place';

type RegistrationOutcomeProps = {
  result: RegistrationResult;
  /** The answer of a payment, which replaces this one. */
  onChange: (result: RegistrationResult) => void;
};

/**
 * What registering gave: a place (the ticket is on its way), a place in the waiting list, or a
 * held place to pay for, with the button that pays.
 */
export function RegistrationOutcome({ result, onChange }: RegistrationOutcomeProps) {
  const { registration, order } = result;
  const { pay, stage } = usePayForPlace(registration.event.slug, onChange);
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
          <Button
            onClick={() => void pay({ registration, order })}
            disabled={stage !== null}
            aria-busy={stage !== null}
          >
            {stage === null ? 'Pay now' : stage === 'paying' ? 'Paying...' : 'Confirming...'}
          </Button>
        )}
      </div>
    </div>
  );
}
