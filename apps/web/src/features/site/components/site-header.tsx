import type { ReactNode } from 'react';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { SiteLogo } from './site-logo';

type SiteHeaderProps = {
  /** The sign-in or account controls, as shown in the header bar on wide screens. */
  accountBar: ReactNode;
  /** The same controls as shown at the foot of the mobile menu. */
  accountPanel: ReactNode;
};

export function SiteHeader({ accountBar, accountPanel }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <SiteLogo />
        <DesktopNav />
        <div className="hidden xl:block">{accountBar}</div>
        <MobileMenu account={accountPanel} />
      </div>
    </header>
  );
}
