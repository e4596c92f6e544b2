import { paginated, unclaimedPaymentSchema } from '@osi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';
import { pageQuery } from '../../utils/paging';

export type { UnclaimedPayment } from '@osi/shared';

/** Captured payments that nothing claimed, newest first. */
export const useUnclaimedPayments = (page: number) =>
  useQuery({
    queryKey: adminKeys.unclaimedPayments(page),
    queryFn: () =>
      api.get(`/admin/payments/unclaimed?${pageQuery(page)}`, paginated(unclaimedPaymentSchema)),
    placeholderData: keepPreviousData,
  });
