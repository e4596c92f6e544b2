import { attendeeCategoryLabels, type CheckInResult } from '@osi/shared';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { cn } from '@/utils/cn';
import { formatDateTime } from '@/utils/format';
import type { CheckInOutcome } from '../hooks/use-ticket-check-in';

const looks = {
  checked: { classes: 'border-green-300 bg-green-50 text-green-950', icon: CircleCheck },
  already: { classes: 'border-amber-300 bg-amber-50 text-amber-950', icon: Clock },
  refused: { classes: 'border-red-300 bg-red-50 text-red-950', icon: CircleAlert },
};

function Attendee({ result }: { result: CheckInResult }) {
  const { name, category, membershipId } = result.attendee;
  return (
    <dl className="mt-2 grid gap-1 text-base">
      <dt className="sr-only">Name</dt>
      <dd className="text-xl font-semibold">{name}</dd>
      <dt className="sr-only">Category</dt>
      <dd>
        {attendeeCategoryLabels[category]}
        {category === 'student' && ': check their student card'}
      </dd>
      {membershipId && (
        <>
          <dt className="sr-only">Membership number</dt>
          <dd>{membershipId}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * The last check-in's outcome, large enough to read at arm's length: green checked in, amber
 * already checked in, red refused. Announced as it changes.
 */
export function CheckInOutcomePanel({ outcome }: { outcome: CheckInOutcome | undefined }) {
  const tone =
    outcome?.kind === 'refused'
      ? 'refused'
      : outcome?.result.checkedInNow === false
        ? 'already'
        : 'checked';
  const { classes, icon: Icon } = looks[tone];
  return (
    <div aria-live="polite" aria-atomic="true">
      {outcome && (
        <div data-tone={tone} className={cn('flex gap-3 rounded-xl border-2 p-4', classes)}>
          <Icon aria-hidden="true" className="mt-1 size-7 shrink-0" />
          <div>
            <p className="text-2xl font-bold">
              {outcome.kind === 'refused'
                ? outcome.message
                : outcome.result.checkedInNow
                  ? 'Checked in'
                  : `Already checked in at ${formatDateTime(outcome.result.checkedInAt)}`}
            </p>
            {outcome.kind === 'checked' && <Attendee result={outcome.result} />}
          </div>
        </div>
      )}
    </div>
  );
}
