import type { MemberProfile } from '@osi/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/profile';

/** Why a member cannot apply now, and the way to the dashboard tab that follows their application. */
export function CannotApply({ reason, tab }: { reason: string; tab: string }) {
  return (
    <div className="grid justify-items-start gap-4">
      <Alert tone="info" className="w-full">
        {reason}
      </Alert>
      <Link to={`${paths.dashboard}?tab=${tab}`} className={buttonClasses('secondary')}>
        Go to your dashboard
      </Link>
    </div>
  );
}

type ApplicationGateProps = {
  /** Whether what the application needs besides the member's record is loading, or failed. */
  loading: boolean;
  failed: boolean;
  /** Whether the member has an open (pending or approved) application already. */
  open: boolean;
  messages: { failed: string; notApproved: string; alreadyApplied: string };
  /** The dashboard tab that follows this kind of application. */
  tab: string;
  /** The form, once the member may apply. */
  children: (profile: MemberProfile) => ReactNode;
};

/**
 * An application page's body, read with the member's own record: placeholders, the failure, why
 * the member cannot apply, or the form.
 */
export function ApplicationGate({
  loading,
  failed,
  open,
  messages,
  tab,
  children,
}: ApplicationGateProps) {
  const profile = useProfile();
  if (loading || profile.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-16 rounded-lg" />
        ))}
      </div>
    );
  }
  if (failed || profile.isError) return <Alert tone="error">{messages.failed}</Alert>;
  if (profile.data.status !== 'approved')
    return <CannotApply reason={messages.notApproved} tab={tab} />;
  if (open) return <CannotApply reason={messages.alreadyApplied} tab={tab} />;
  return children(profile.data);
}
