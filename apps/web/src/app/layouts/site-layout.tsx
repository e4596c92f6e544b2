import { Outlet } from 'react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { AccountNav } from '@/features/auth/components/account-nav';
import { SiteFooter } from '@/features/site/components/site-footer';
import { SiteHeader } from '@/features/site/components/site-header';
import { KeptPart } from '@/lib/kept-parts';
import { RouteFocus } from './route-focus';
import { TakeOverApart } from '@/components/take-over-apart';

/** The parts every public and member page shares, which the server keeps drawn (decision 115). */
export const sharedParts = {
  header: () => (
    <SiteHeader
      accountBar={<AccountNav layout="bar" />}
      accountPanel={<AccountNav layout="panel" />}
    />
  ),
  footer: () => <SiteFooter />,
};

export type SharedPartName = keyof typeof sharedParts;

function SharedPart({ name }: { name: SharedPartName }) {
  return (
    <TakeOverApart name={name}>
      <KeptPart name={name}>{sharedParts[name]()}</KeptPart>
    </TakeOverApart>
  );
}

/** Header, page and footer of every public and member page. */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <RouteFocus />
      <SharedPart name="header" />
      <TakeOverApart name="page">
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
      </TakeOverApart>
      <SharedPart name="footer" />
    </div>
  );
}
