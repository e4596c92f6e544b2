import {
  formatLongDate,
  renewalMessages,
  type MemberProfile,
  type MembershipTermView,
} from '@osi/shared';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QueryStates } from '@/components/ui/query-states';
import { useRenewalQuote } from '../api/renewal';
import { RenewalForm } from './renewal-form';

/** Whether the member holds a term that ends: admitted, and not for life. */
export const mayRenew = (profile: MemberProfile) =>
  profile.status === 'approved' && !profile.term.lifeMember && profile.term.standing !== null;

const renewedText = (term: MembershipTermView) =>
  term.validUntil === null
    ? 'You are now a life member.'
    : `Your membership is now valid until ${formatLongDate(term.validUntil)}.`;

function RenewalChoices({
  profile,
  onRenewed,
  onCancel,
}: {
  profile: MemberProfile;
  onRenewed: (term: MembershipTermView) => void;
  onCancel: () => void;
}) {
  const quote = useRenewalQuote();
  return (
    <QueryStates
      query={quote}
      isEmpty={(data) => data.choices.length === 0}
      empty={<Alert tone="info">{renewalMessages.noTypes}</Alert>}
      loading={
        <CardSkeletons count={3} className="h-28 rounded-xl" listClassName="sm:grid-cols-3" />
      }
    >
      {(data) => (
        <RenewalForm profile={profile} quote={data} onRenewed={onRenewed} onCancel={onCancel} />
      )}
    </QueryStates>
  );
}

/**
 * Renew membership, on the dashboard: members may renew whenever they like, the new term
 * starting the day after the current one ends (or today, once it has). `?renew=1` in the
 * address opens it, as reminder e-mails link.
 */
export function RenewMembership({ profile }: { profile: MemberProfile }) {
  const [params] = useSearchParams();
  const linked = params.get('renew') === '1';
  const [open, setOpen] = useState(linked);
  const [renewed, setRenewed] = useState<MembershipTermView | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!linked) return;
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus();
  }, [linked]);

  if (!mayRenew(profile) && !renewed) return null;

  return (
    <section aria-labelledby="renew-membership" className="rounded-2xl ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <h3
          id="renew-membership"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          Renew membership
        </h3>
        {!open && mayRenew(profile) && (
          <Button size="sm" onClick={() => setOpen(true)}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Renew membership
          </Button>
        )}
      </div>
      <div className="grid gap-4 p-5">
        {renewed && <Alert tone="success">{renewedText(renewed)}</Alert>}
        {open ? (
          <RenewalChoices
            profile={profile}
            onRenewed={(term) => {
              setRenewed(term);
              setOpen(false);
              headingRef.current?.focus();
            }}
            onCancel={() => setOpen(false)}
          />
        ) : (
          !renewed && (
            <p className="text-sm text-slate-600">
              You may renew at any time: a renewal adds a full term from the day after your
              membership ends, or from today once it has ended. You may also choose another
              membership type.
            </p>
          )
        )}
      </div>
    </section>
  );
}
