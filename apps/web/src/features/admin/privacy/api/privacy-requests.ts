import {
  adminPrivacyEndpoints as endpoints,
  type PrivacyDecisionInput,
  type PrivacyRequestKind,
  type PrivacyRequestState,
} from '@osi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';
import { adminPageSize } from '../../utils/paging';

export type PrivacyFilters = { kind?: PrivacyRequestKind; status?: PrivacyRequestState };

/** Access and erasure requests, newest first, a page at a time. */
export const usePrivacyRequests = (page: number, filters: PrivacyFilters) =>
  useQuery({
    queryKey: adminKeys.privacyRequests(page, filters),
    queryFn: () =>
      callEndpoint(endpoints.list, { query: { page, pageSize: adminPageSize, ...filters } }),
    placeholderData: keepPreviousData,
  });

/** Approves or refuses an erasure request; every back-office list reads again. */
export const useDecidePrivacyRequest = (verdict: 'approve' | 'refuse') => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PrivacyDecisionInput & { id: string }) =>
      callEndpoint(endpoints[verdict], { params: { id }, body: { outcome: body.outcome ?? '' } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
