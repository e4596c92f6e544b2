import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

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
  loading: boolean;
  failed: boolean;
  /** Whether the member's own record is approved, once loaded. */
  approved: boolean;
  /** Whether the member has an open (pending or approved) application already. */
  open: boolean;
  messages: { failed: string; notApproved: string; alreadyApplied: string };
  /** The dashboard tab that follows this kind of application. */
  tab: string;
  /** The form, once the member may apply. */
  children: () => ReactNode;
};

/** An application page's body: placeholders, the failure, why the member cannot apply, or the form. */
export function ApplicationGate({
  loading,
  failed,
  approved,
  open,
  messages,
  tab,
  children,
}: ApplicationGateProps) {
  if (loading) {
    return (
      <div className="grid gap-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-16 rounded-lg" />
        ))}
      </div>
    );
  }
  if (failed) return <Alert tone="error">{messages.failed}</Alert>;
  if (!approved) return <CannotApply reason={messages.notApproved} tab={tab} />;
  if (open) return <CannotApply reason={messages.alreadyApplied} tab={tab} />;
  return children();
}
