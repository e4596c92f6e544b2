import { Outlet } from 'react-router';
import { AccountNav } from '@/features/auth/components/account-nav';
import { SiteFooter } from '@/features/site/components/site-footer';
import { SiteHeader } from '@/features/site/components/site-header';
import { ScrollToTop } from './scroll-to-top';

/** Header, page and footer of every public and member page. */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <ScrollToTop />
      <SiteHeader
        accountBar={<AccountNav layout="bar" />}
        accountPanel={<AccountNav layout="panel" />}
      />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
