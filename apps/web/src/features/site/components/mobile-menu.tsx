import { Menu } from 'lucide-react';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** Loaded on the first press of the button: the dialog layer stays out of a page's first load. */
const MobileMenuPanel = lazy(async () => ({
  default: (await import('./mobile-menu-panel')).MobileMenuPanel,
}));

/**
 * The menu button of narrow screens and the panel it slides in. The panel belongs to the page
 * it was opened on, so any navigation closes it.
 */
export function MobileMenu({ account }: { account: ReactNode }) {
  const location = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const [wanted, setWanted] = useState(false);
  const open = openedOn === location.key;
  const panelId = useId();
  const close = () => setOpenedOn(null);

  return (
    <>
      <button
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setWanted(true);
          setOpenedOn(open ? null : location.key);
        }}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 xl:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onClose={close} id={panelId} account={account} />
        </Suspense>
      )}
    </>
  );
}
