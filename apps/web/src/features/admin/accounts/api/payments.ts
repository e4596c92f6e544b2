import { accountsEndpoints, type PaymentFilters } from '@osi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';
import { adminPageSize } from '../../utils/paging';

export type { AdminPayment, PaymentFilters, PaymentTotals } from '@osi/shared';

/** A page of the payments matching `filters`, newest first. */
export const usePayments = (filters: PaymentFilters, page: number) =>
  useQuery({
    queryKey: adminKeys.payments(filters, page),
    queryFn: () =>
      callEndpoint(accountsEndpoints.payments, {
        query: { ...filters, page, pageSize: adminPageSize },
      }),
    placeholderData: keepPreviousData,
  });

/** What the payments matching `filters` brought in, by month and purpose. */
export const usePaymentTotals = (filters: PaymentFilters) =>
  useQuery({
    queryKey: adminKeys.paymentTotals(filters),
    queryFn: () => callEndpoint(accountsEndpoints.totals, { query: filters }),
    placeholderData: keepPreviousData,
  });
