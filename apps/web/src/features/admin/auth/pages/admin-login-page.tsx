import { twoFactorMessages } from '@osi/shared';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { adminPaths, paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { AdminLoading } from '../../components/admin-loading';
import { idleSignOut } from '../../layout/hooks/use-sign-out-on-unauthorized';
import { AdminAuthCard } from '../components/admin-auth-card';
import { AdminLoginForm } from '../components/admin-login-form';

/** Where the guard sent the administrator from, if it is a page of this site. */
const intendedPage = (state: unknown) => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : adminPaths.home;
};

export function AdminLoginPage() {
  const session = useSession();
  const location = useLocation();
  const destination = intendedPage(location.state);
  const [endedIdle] = useState(() => idleSignOut.ended);
  useEffect(() => {
    idleSignOut.ended = false;
  }, []);

  if (session.isPending) return <AdminLoading />;
  if (session.data?.admin) return <Navigate to={destination} replace />;

  return (
    <AdminAuthCard title="Administrator sign-in">
      <p className="mt-4 text-sm text-slate-600">
        For the society&apos;s administrators. Members sign in on the{' '}
        <Link
          to={paths.memberLogin}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          member login page
        </Link>
        .
      </p>
      <div className="mt-6">
        <AdminLoginForm notice={endedIdle ? twoFactorMessages.idle : undefined} />
      </div>
    </AdminAuthCard>
  );
}
