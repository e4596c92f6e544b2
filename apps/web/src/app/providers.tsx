import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { EventRegistrationPanel } from '@/components/event-registration-slot';
import { loadWithForms } from '@/components/form/load-with-forms';
import { useTakingOver } from '@/lib/taking-over';
import { SandboxCheckoutHost } from '@/features/payments/components/sandbox-checkout-host';

/** The panel's form and the events' endpoints start in tasks of their own (decision 109). */
const RegistrationPanel = lazy(async () => ({
  default: (
    await loadWithForms(
      () => import('@/features/events/components/registration-panel'),
      () => import('@/features/events/api/event-registration'),
    )
  ).RegistrationPanel,
}));
const registrationPanel = (slug: string) => <RegistrationPanel slug={slug} />;

const ToastContainer = lazy(async () => ({
  default: (await import('./toast-container')).ToastContainer,
}));

/**
 * The toasts' container and their stylesheet, which load once the page is the browser's: a
 * stylesheet added while the browser takes a page over has it style the whole page again. A toast
 * raised before then is kept by react-toastify and shown when the container arrives.
 */
function Toasts() {
  if (useTakingOver()) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={5000} />
    </Suspense>
  );
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <EventRegistrationPanel value={registrationPanel}>{children}</EventRegistrationPanel>
      <SandboxCheckoutHost />
      <Toasts />
    </QueryClientProvider>
  );
}
