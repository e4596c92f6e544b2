import { formatLongDate } from '@osi/shared';
import { Alert } from '@/components/ui/alert';
import { useProfile } from '@/lib/profile';

const keep = "Renew it to keep your place in the members' directory and the forum.";
const lapsed = (end: string) =>
  `Your membership ended on ${end} and has lapsed: you are not shown in the members' directory and cannot use the forum until you renew.`;

/**
 * What a member whose term is ending, or has ended, needs to know on the dashboard: the day it
 * ends, and what renewing keeps. Life members and applicants see nothing.
 */
export function MembershipTermNotice() {
  const term = useProfile().data?.term;
  if (!term?.validUntil || !term.standing || term.standing === 'active') return null;
  const end = formatLongDate(term.validUntil);
  switch (term.standing) {
    case 'expiring':
      return (
        <Alert tone="warning" title={`Your membership ends on ${end}`}>
          {keep}
        </Alert>
      );
    case 'grace':
      return (
        <Alert tone="warning" title={`Your membership ended on ${end}`}>
          You keep every right of membership for a short grace period. {keep}
        </Alert>
      );
    case 'lapsed':
      return (
        <Alert tone="error" title="Your membership has lapsed">
          {lapsed(end)}
        </Alert>
      );
  }
}
