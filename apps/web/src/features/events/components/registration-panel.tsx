import type { EventRegistrationInfo } from '@osi/shared';
import { useState } from 'react';
import { RegistrationPlaceholder } from '@/components/event-registration-slot';
import { Button } from '@/components/ui/button';
import { LabelValueList, type LabelledValue } from '@/components/ui/label-value-list';
import { LoadError } from '@/components/ui/load-error';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { formatCalendarDate } from '@/utils/format';
import { useRegistrationInfo } from '../api/event-registration';
import { closedText, placesText, priceText, refundText } from '../utils/registration-text';
import { GuestRegistration } from './guest-registration';
import { MemberRegistration } from './member-registration';

/** The event page's registration: prices, places, dates, CDE points, and the Register button. */
export function RegistrationPanel({ slug }: { slug: string }) {
  const info = useRegistrationInfo(slug);
  if (info.isPending) return <RegistrationPlaceholder />;
  if (info.isError) {
    if (info.error instanceof ApiError && info.error.status === 404) return null;
    return <LoadError error={info.error} onRetry={() => void info.refetch()} />;
  }
  if (info.data.state === 'none') return null;
  return <Registration info={info.data} />;
}

const factsOf = (info: EventRegistrationInfo): LabelledValue[] => [
  ['Members', priceText(info.prices.member)],
  ['Non-members', priceText(info.prices.nonMember)],
  ['Students', priceText(info.prices.student)],
  ['Places', placesText(info)],
  ['Register by', info.closesOn ? formatCalendarDate(info.closesOn) : 'Until the event starts'],
  ['Cancellation', refundText(info)],
  ...(info.cdePoints === null
    ? []
    : ([
        ['CDE points', info.cdePoints],
        ['Accreditation number', info.accreditationNumber],
      ] satisfies LabelledValue[])),
];

function Registration({ info }: { info: EventRegistrationInfo }) {
  const [registering, setRegistering] = useState(false);
  const session = useSession();
  const member = session.data?.member;
  const closed = closedText(info);
  const Dialog = member ? MemberRegistration : GuestRegistration;

  return (
    <section
      aria-labelledby="event-registration"
      className="grid gap-4 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100"
    >
      <h2 id="event-registration" className="text-lg font-semibold text-slate-900">
        Registration
      </h2>
      <LabelValueList className="grid gap-3" empty="—" rows={factsOf(info)} />
      {closed ? (
        <p className="font-semibold text-slate-900">{closed}</p>
      ) : (
        <>
          {info.state === 'full' && (
            <p className="font-semibold text-slate-900">The event is full: join the waiting list</p>
          )}
          <Button size="lg" onClick={() => setRegistering(true)} disabled={session.isPending}>
            {info.state === 'full' ? 'Join the waiting list' : 'Register'}
          </Button>
        </>
      )}
      {registering && <Dialog info={info} onClose={() => setRegistering(false)} />}
    </section>
  );
}
