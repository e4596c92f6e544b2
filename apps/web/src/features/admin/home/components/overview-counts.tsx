import type { LucideIcon } from 'lucide-react';
import { Archive, CircleCheck, CircleX, CreditCard, Hourglass, UserRoundPlus } from 'lucide-react';
import { Link } from 'react-router';
import { adminPaths } from '@/config/paths';
import { cn } from '@/utils/cn';
import type { Overview } from '../api/get-overview';

type CountCardProps = {
  icon: LucideIcon;
  count: number;
  label: string;
  to?: string;
  tone?: 'plain' | 'attention';
};

function CountCard({ icon: Icon, count, label, to, tone = 'plain' }: CountCardProps) {
  const content = (
    <>
      <Icon aria-hidden="true" className="size-6 shrink-0" />
      <span>
        <span className="block text-2xl font-bold">{count}</span>
        <span className="block text-sm">{label}</span>
      </span>
    </>
  );
  const classes = cn(
    'flex items-center gap-3 rounded-xl border p-4',
    tone === 'attention'
      ? 'border-amber-300 bg-amber-50 text-amber-900'
      : 'border-slate-200 bg-white text-slate-800',
    to && 'transition-colors hover:border-brand-300 hover:bg-brand-50',
  );
  return to ? (
    <Link to={to} className={classes}>
      {content}
    </Link>
  ) : (
    <div className={classes}>{content}</div>
  );
}

/** Applications waiting first and largest, then the other counts and the payments to settle. */
export function OverviewCounts({ overview }: { overview: Overview }) {
  const { members, unclaimedPayments } = overview;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Link
        to={adminPaths.membershipApplications}
        className="flex flex-col justify-between gap-6 rounded-2xl bg-linear-to-br from-brand-800 to-brand-950 p-6 text-white shadow-sm transition-shadow hover:shadow-lg"
      >
        <Hourglass aria-hidden="true" className="size-8 text-brand-200" />
        <span>
          <span className="block text-5xl font-bold">{members.pending}</span>
          <span className="mt-1 block text-lg font-semibold">
            {members.pending === 1 ? 'Application' : 'Applications'} waiting for review
          </span>
          <span className="mt-3 block text-sm text-brand-100 underline underline-offset-4">
            Review membership applications
          </span>
        </span>
      </Link>
      <div className="grid gap-4 sm:grid-cols-2 lg:col-span-2">
        <CountCard icon={CircleCheck} count={members.approved} label="Approved members" />
        <CountCard icon={CircleX} count={members.declined} label="Declined applications" />
        <CountCard icon={UserRoundPlus} count={members.manual} label="Members added by hand" />
        <CountCard
          icon={Archive}
          count={members.deleted}
          label="Deleted applications"
          to={adminPaths.deletedMembershipApplications}
        />
        <CountCard
          icon={CreditCard}
          count={unclaimedPayments}
          label={unclaimedPayments === 1 ? 'Payment to reconcile' : 'Payments to reconcile'}
          to={adminPaths.paymentsReconciliation}
          tone={unclaimedPayments > 0 ? 'attention' : 'plain'}
        />
      </div>
    </div>
  );
}
