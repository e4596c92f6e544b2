import { adminEndpoints } from '@osi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';
import { pageQuery } from '../../utils/paging';

export type { UnclaimedPayment } from '@osi/shared';

/** Captured payments that nothing claimed, newest first. */
export const useUnclaimedPayments = (page: number) =>
  useQuery({
    queryKey: adminKeys.unclaimedPayments(page),
    queryFn: () =>
      callEndpoint(adminEndpoints.unclaimedPayments, {
        query: pageQuery(page),
      }),
    placeholderData: keepPreviousData,
  });
