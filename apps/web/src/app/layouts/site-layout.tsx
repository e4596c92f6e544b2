import { Outlet } from 'react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { AccountNav } from '@/features/auth/components/account-nav';
import { SiteFooter } from '@/features/site/components/site-footer';
import { SiteHeader } from '@/features/site/components/site-header';
import { RouteFocus } from './route-focus';
import { TakeOverApart } from '@/components/take-over-apart';

/** Header, page and footer of every public and member page. */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <RouteFocus />
      <TakeOverApart name="header">
        <SiteHeader
          accountBar={<AccountNav layout="bar" />}
          accountPanel={<AccountNav layout="panel" />}
        />
      </TakeOverApart>
      <TakeOverApart name="page">
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
      </TakeOverApart>
      <TakeOverApart name="footer">
        <SiteFooter />
      </TakeOverApart>
    </div>
  );
}
