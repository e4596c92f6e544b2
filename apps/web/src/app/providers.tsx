import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { SandboxCheckoutHost } from '@/features/payments/components/sandbox-checkout-host';

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <SandboxCheckoutHost />
      <ToastContainer position="top-right" autoClose={5000} />
    </QueryClientProvider>
  );
}
