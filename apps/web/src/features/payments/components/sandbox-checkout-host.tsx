import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { sandboxCheckouts } from '../utils/sandbox-checkouts';

const SandboxCheckoutDialog = lazy(async () => ({
  default: (await import('./sandbox-checkout-dialog')).SandboxCheckoutDialog,
}));

/** Draws the sandbox checkout while one is open (openSandboxCheckout); its code loads on first use. */
export function SandboxCheckoutHost() {
  const checkout = useSyncExternalStore(
    sandboxCheckouts.subscribe,
    sandboxCheckouts.current,
    () => null,
  );
  // A checkout still open when the app goes away ends as closed.
  useEffect(() => () => sandboxCheckouts.current()?.onDismiss(), []);
  if (!checkout) return null;
  return (
    <Suspense>
      <SandboxCheckoutDialog key={checkout.request.orderId} {...checkout} />
    </Suspense>
  );
}
