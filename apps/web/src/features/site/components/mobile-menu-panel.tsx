import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { MobileNav } from './mobile-nav';
import { SiteLogo } from './site-logo';

type MobileMenuPanelProps = {
  open: boolean;
  onClose: () => void;
  id: string;
  account: ReactNode;
};

/** The panel the menu button slides in: the site's navigation and the account links. */
export function MobileMenuPanel({ open, onClose, id, account }: MobileMenuPanelProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} variant="sheet" id={id}>
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id={titleId} className="sr-only">
          Menu
        </h2>
        <SiteLogo compact />
        <button
          type="button"
          aria-label="Close menu"
          onClick={onClose}
          className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <MobileNav />
      <div className="mt-auto border-t border-slate-200 p-4">{account}</div>
    </Dialog>
  );
}
