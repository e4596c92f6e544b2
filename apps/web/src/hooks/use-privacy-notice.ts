import { queryOptions, useQuery } from '@tanstack/react-query';
import { callLoadedEndpoint } from '@/lib/endpoint-client';
import { loadedEndpoint } from '@/lib/loaded-endpoint';

/**
 * The current privacy notice, for its page and the wizard's consent. Its key starts with
 * 'content' as every public content query's does: saving the notice in the back office refreshes
 * it, and the server draws and hands it over with the page.
 */
export const privacyNoticeQueryOptions = queryOptions({
  queryKey: ['content', 'privacy-notice'] as const,
  queryFn: () => callLoadedEndpoint(loadedEndpoint('privacyNoticeEndpoints', 'notice')),
});

export const usePrivacyNotice = () => useQuery(privacyNoticeQueryOptions);
