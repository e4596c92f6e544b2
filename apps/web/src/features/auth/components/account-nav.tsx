import type { SessionMember } from '@osi/shared';
import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Dropdown } from '@/components/ui/dropdown';
import { Skeleton } from '@/components/ui/skeleton';
import { navLinks } from '@/config/paths';
import { cn } from '@/utils/cn';
import { useSession } from '@/lib/session';
import { LogoutButton } from './logout-button';
import { MemberAvatar } from './member-avatar';

type Layout = 'bar' | 'panel';

const itemClasses =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-50 hover:text-brand-800 disabled:opacity-60';

/**
 * Login and Join Us for visitors; for a signed-in member, their account: a dropdown in the
 * header bar ('bar') or a plain list in the mobile menu ('panel').
 */
export function AccountNav({ layout }: { layout: Layout }) {
  const session = useSession();
  if (session.isPending) return <Skeleton className="h-10 w-40" />;

  const member = session.data?.member;
  if (!member) return <SignedOutLinks layout={layout} />;
  return layout === 'bar' ? <AccountMenu member={member} /> : <AccountList member={member} />;
}

function SignedOutLinks({ layout }: { layout: Layout }) {
  return (
    <div className={cn('flex gap-2', layout === 'panel' && 'flex-col')}>
      <Link to={navLinks.memberLogin.to} className={buttonClasses('secondary')}>
        {navLinks.memberLogin.label}
      </Link>
      <Link to={navLinks.joinUs.to} className={buttonClasses('primary')}>
        {navLinks.joinUs.label}
      </Link>
    </div>
  );
}

function MemberSummary({ member }: { member: SessionMember }) {
  return (
    <div className="min-w-0 px-3 py-2">
      <p className="truncate text-sm font-semibold text-slate-900">
        {member.firstName} {member.lastName}
      </p>
      <p className="truncate text-xs text-slate-600">{member.email}</p>
    </div>
  );
}

function MemberActions() {
  return (
    <>
      <Link to={navLinks.dashboard.to} className={itemClasses}>
        <LayoutDashboard aria-hidden="true" className="size-4" />
        {navLinks.dashboard.label}
      </Link>
      <LogoutButton className={itemClasses} />
    </>
  );
}

function AccountMenu({ member }: { member: SessionMember }) {
  return (
    <Dropdown
      align="end"
      trigger={{
        'aria-label': 'Your account',
        className: 'flex rounded-full p-0.5 hover:ring-2 hover:ring-brand-200',
        children: <MemberAvatar member={member} />,
      }}
    >
      <MemberSummary member={member} />
      <hr className="my-1 border-slate-200" />
      <MemberActions />
    </Dropdown>
  );
}

function AccountList({ member }: { member: SessionMember }) {
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <MemberAvatar member={member} />
        <MemberSummary member={member} />
      </div>
      <MemberActions />
    </div>
  );
}
