import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { EventRegistrationPanel } from '@/components/event-registration-slot';
import { SandboxCheckoutHost } from '@/features/payments/components/sandbox-checkout-host';

const RegistrationPanel = lazy(async () => ({
  default: (await import('@/features/events/components/registration-panel')).RegistrationPanel,
}));
const registrationPanel = (slug: string) => <RegistrationPanel slug={slug} />;

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
      <ToastContainer position="top-right" autoClose={5000} />
    </QueryClientProvider>
  );
}
