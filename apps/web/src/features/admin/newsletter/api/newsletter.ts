import {
  adminNewsletterEndpoints as endpoints,
  type NewsletterIssue,
  type NewsletterIssueInput,
  type SubscriberStatus,
} from '@osi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';
import { pageQuery } from '../../utils/paging';

export const useSubscribers = (query: { page: number; search: string; status: string }) =>
  useQuery({
    queryKey: adminKeys.subscribers(query),
    queryFn: () =>
      callEndpoint(endpoints.subscribers, {
        query: {
          ...pageQuery(query.page, query.search),
          // The address bar's status as written: the server refuses one it does not know.
          status: (query.status || undefined) as SubscriberStatus | undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });

/** How long after the last batch delivery is still worth watching (the outbox retries for longer). */
const watchDeliveryMs = 10 * 60 * 1000;

const stillGoingOut = (issue: NewsletterIssue) =>
  issue.status === 'sending' ||
  (issue.delivered + issue.failed < issue.queued &&
    Date.now() - Date.parse(issue.sentAt ?? issue.createdAt) < watchDeliveryMs);

/** The newsletters sent, refreshed every two seconds while one is still going out. */
export const useNewsletters = () =>
  useQuery({
    queryKey: adminKeys.newsletters(),
    queryFn: () => callEndpoint(endpoints.issues, { query: { page: 1, pageSize: 10 } }),
    refetchInterval: (query) => (query.state.data?.items.some(stillGoingOut) ? 2000 : false),
  });

export const useSendNewsletter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewsletterIssueInput) => callEndpoint(endpoints.send, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
