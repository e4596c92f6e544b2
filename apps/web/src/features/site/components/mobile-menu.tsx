import { Menu, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { SiteLogo } from './site-logo';
import { MobileNav } from './mobile-nav';

/**
 * The menu button of narrow screens and the panel it slides in. The panel belongs to the page
 * it was opened on, so any navigation closes it.
 */
export function MobileMenu({ account }: { account: ReactNode }) {
  const location = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === location.key;
  const panelId = useId();
  const titleId = useId();
  const close = () => setOpenedOn(null);

  return (
    <>
      <button
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpenedOn(open ? null : location.key)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 xl:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <Dialog open={open} onClose={close} labelledBy={titleId} variant="sheet" id={panelId}>
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
          <h2 id={titleId} className="sr-only">
            Menu
          </h2>
          <SiteLogo compact />
          <button
            type="button"
            aria-label="Close menu"
            onClick={close}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <MobileNav />
        <div className="mt-auto border-t border-slate-200 p-4">{account}</div>
      </Dialog>
    </>
  );
}
