import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';

/** Covers the page while the paid registration is sent, and asks before the tab is closed. */
export function ProcessingOverlay() {
  useBodyScrollLock();
  useEffect(() => {
    const askFirst = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60 p-4">
      <div role="status" className="w-full max-w-sm rounded-2xl bg-white p-8 text-center shadow-xl">
        <LoaderCircle aria-hidden="true" className="mx-auto size-10 animate-spin text-brand-700" />
        <p className="mt-4 text-lg font-semibold text-slate-900">Please stay on this page</p>
        <p className="mt-1 text-slate-600">Your registration is being processed...</p>
      </div>
    </div>,
    document.body,
  );
}
