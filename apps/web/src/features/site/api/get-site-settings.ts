import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadedEndpoint } from '@/lib/loaded-endpoint';
import { callLoadedEndpoint } from '@/lib/endpoint-client';

export const siteSettingsQueryOptions = queryOptions({
  queryKey: ['site-settings'],
  queryFn: () => callLoadedEndpoint(loadedEndpoint('contentEndpoints', 'siteSettings')),
  staleTime: 10 * 60_000,
});

/** The society's name, contacts and links; every header and footer reads them. */
export const useSiteSettings = () => useQuery(siteSettingsQueryOptions);
