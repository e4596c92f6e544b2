import type { SessionAdmin } from '@osi/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { RouteFocus } from '@/app/layouts/route-focus';
import { Button } from '@/components/ui/button';
import { SkipLink } from '@/components/ui/skip-link';
import { adminPaths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useMediaQuery } from '@/hooks/use-media-query';
import { AdminLoading } from '../../components/admin-loading';
import { NotAllowedForRole } from '../../components/not-allowed-for-role';
import { roleMayOpen } from '../page-rights';
import { firstPageFor } from '../sidebar-entries';
import { useSignOutOnUnauthorized } from '../hooks/use-sign-out-on-unauthorized';
import { AdminSidebar } from './admin-sidebar';
import { AdminTopBar } from './admin-top-bar';

/**
 * The guard of every back-office page: without an administrator's session the visitor goes to
 * the sign-in, which brings them back here afterwards.
 */
export function AdminLayout() {
  const session = useSession();
  const location = useLocation();

  if (session.isPending) return <AdminLoading />;
  if (session.isError) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <p role="alert" className="text-slate-700">
          {session.error.message}
        </p>
        <Button onClick={() => void session.refetch()}>Try again</Button>
      </main>
    );
  }
  const admin = session.data.admin;
  if (!admin) {
    return (
      <Navigate
        to={adminPaths.login}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  if (admin.mustEnrolTwoFactor && location.pathname !== adminPaths.twoFactor) {
    return <Navigate to={adminPaths.twoFactor} replace />;
  }
  if (!roleMayOpen(admin.role, location.pathname)) {
    const start = location.pathname === adminPaths.home && firstPageFor(admin.role);
    if (start) return <Navigate to={start} replace />;
  }
  return <AdminShell admin={admin} />;
}

/**
 * Top bar, sidebar and the page. The sidebar opened on a narrow screen closes on navigation;
 * while it is open over the page, the page is out of reach (inert).
 */
function AdminShell({ admin }: { admin: SessionAdmin }) {
  const location = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const sidebarOpen = openedOn === location.key;
  const sidebarBesidePage = useMediaQuery('(min-width: 64rem)');
  const sidebarId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  useSignOutOnUnauthorized();

  useEffect(() => {
    if (!sidebarOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedOn(null);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [sidebarOpen]);

  return (
    <div className="min-h-dvh bg-slate-50">
      <SkipLink />
      <RouteFocus />
      <AdminTopBar
        adminName={admin.name}
        sidebarId={sidebarId}
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => setOpenedOn(sidebarOpen ? null : location.key)}
        menuButtonRef={menuButtonRef}
      />
      <div className="flex">
        <AdminSidebar id={sidebarId} open={sidebarOpen} role={admin.role} />
        {sidebarOpen && (
          <div
            aria-hidden="true"
            onClick={() => setOpenedOn(null)}
            className="fixed inset-0 top-16 z-30 bg-slate-950/40 lg:hidden"
          />
        )}
        <main
          id="main-content"
          tabIndex={-1}
          inert={sidebarOpen && !sidebarBesidePage}
          className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          {roleMayOpen(admin.role, location.pathname) ? (
            <Outlet />
          ) : (
            <NotAllowedForRole role={admin.role} />
          )}
        </main>
      </div>
    </div>
  );
}
