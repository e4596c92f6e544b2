import {
  newsletterIssueSchema,
  newsletterIssueSentSchema,
  paginated,
  subscriberPageSchema,
  type NewsletterIssue,
  type NewsletterIssueInput,
} from '@osi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';
import { pageQuery } from '../../utils/paging';

export const useSubscribers = (query: { page: number; search: string; status: string }) =>
  useQuery({
    queryKey: adminKeys.subscribers(query),
    queryFn: () =>
      api.get(
        `/admin/newsletter/subscribers?${pageQuery(query.page, query.search)}${query.status ? `&status=${query.status}` : ''}`,
        subscriberPageSchema,
      ),
    placeholderData: keepPreviousData,
  });

const issuesPageSchema = paginated(newsletterIssueSchema);

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
    queryFn: () => api.get('/admin/newsletter/issues?page=1&pageSize=10', issuesPageSchema),
    refetchInterval: (query) => (query.state.data?.items.some(stillGoingOut) ? 2000 : false),
  });

export const useSendNewsletter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewsletterIssueInput) =>
      api.post('/admin/newsletter/issues', input, newsletterIssueSentSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
