import { renewalsDueEndpoints } from '@osi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';
import { pageQuery } from '../../utils/paging';

export type { RenewalDue } from '@osi/shared';

/** Members expiring or in grace, soonest end first, with the reminders of their term. */
export const useRenewalsDue = (page: number) =>
  useQuery({
    queryKey: adminKeys.renewalsDue(page),
    queryFn: () => callEndpoint(renewalsDueEndpoints.list, { query: pageQuery(page) }),
    placeholderData: keepPreviousData,
  });

/** Runs the reminder pass now; the list reloads with the reminders it sent. */
export const useSendReminders = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(renewalsDueEndpoints.sendReminders, { body: { run: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
