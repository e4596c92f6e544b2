import { twoFactorMessages } from '@osi/shared';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { RouteFocus } from '@/app/layouts/route-focus';
import { adminPaths, paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { LogoMark } from '@/components/logo-mark';
import { PageTitle } from '@/components/page-title';
import { AdminLoading } from '../../components/admin-loading';
import { idleSignOut } from '../../layout/hooks/use-sign-out-on-unauthorized';
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
    <main
      id="main-content"
      className="surface-dark flex min-h-dvh items-center justify-center bg-linear-to-br from-indigo-950 via-brand-900 to-brand-800 px-4 py-12"
    >
      <RouteFocus />
      <PageTitle title="Administrator sign-in" />
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <div className="flex items-center gap-3">
          <LogoMark className="size-12 shrink-0" />
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-800 uppercase">
              Back office
            </p>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">
              Administrator sign-in
            </h1>
          </div>
        </div>
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
      </div>
    </main>
  );
}
