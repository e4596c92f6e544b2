import { formatLongDate, type MembershipTermView } from '@osi/shared';
import { StandingBadge } from '@/components/standing-badge';
import { LabelValueList } from '@/components/ui/label-value-list';
import { notAvailable } from '../utils/profile-display';

/** The member's term: since when, until when (or for life), and their standing in its colour. */
export function MembershipTerm({ term }: { term: MembershipTermView }) {
  if (term.memberSince === null) return null;
  return (
    <section aria-labelledby="membership-term" className="rounded-2xl ring-1 ring-slate-200">
      <h3
        id="membership-term"
        className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-slate-900"
      >
        Membership
      </h3>
      <LabelValueList
        rows={[
          ['Member since', formatLongDate(term.memberSince)],
          [
            'Valid until',
            term.lifeMember ? 'Life member' : term.validUntil && formatLongDate(term.validUntil),
          ],
          ['Standing', term.standing && <StandingBadge standing={term.standing} />],
        ]}
        empty={notAvailable}
        className="grid gap-x-6 gap-y-4 p-5 sm:grid-cols-3"
      />
    </section>
  );
}
