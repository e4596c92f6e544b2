import { KeyRound, LogOut, Menu, ShieldCheck, UserRound, X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { adminPaths } from '@/config/paths';
import { useAdminLogout } from '../../auth/api/logout';
import { AdminLogo } from './admin-logo';

type AdminTopBarProps = {
  adminName: string;
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
};

export function AdminTopBar({
  adminName,
  sidebarId,
  sidebarOpen,
  onToggleSidebar,
  menuButtonRef,
}: AdminTopBarProps) {
  const logout = useAdminLogout();
  const MenuIcon = sidebarOpen ? X : Menu;

  return (
    <header className="sticky top-0 z-50 border-b border-slate-200 bg-white">
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <button
          ref={menuButtonRef}
          type="button"
          aria-label="Menu"
          aria-expanded={sidebarOpen}
          aria-controls={sidebarId}
          onClick={onToggleSidebar}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
        >
          <MenuIcon aria-hidden="true" className="size-6" />
        </button>
        <AdminLogo />
        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-4">
          <p className="flex min-w-0 items-center gap-1.5 text-sm text-slate-700">
            <UserRound
              aria-hidden="true"
              className="size-4 shrink-0 text-brand-700 max-sm:hidden"
            />
            <span className="sr-only">Signed in as </span>
            {/* A phone has no room for the name beside the links: screen readers still say it. */}
            <span className="truncate font-medium max-sm:sr-only">{adminName}</span>
          </p>
          <Link to={adminPaths.password} className={buttonClasses('ghost', 'sm')}>
            <KeyRound aria-hidden="true" className="size-4" />
            <span className="sr-only md:not-sr-only">Password</span>
          </Link>
          <Link to={adminPaths.twoFactor} className={buttonClasses('ghost', 'sm')}>
            <ShieldCheck aria-hidden="true" className="size-4" />
            <span className="sr-only md:not-sr-only">Two-factor sign-in</span>
          </Link>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            <LogOut aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">Logout</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
