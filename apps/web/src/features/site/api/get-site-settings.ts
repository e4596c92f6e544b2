import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const siteSettingsQueryOptions = queryOptions({
  queryKey: ['site-settings'],
  queryFn: () =>
    api.get('/content/site-settings', () =>
      import('@/lib/response-schemas').then((schemas) => schemas.siteSettingsSchema),
    ),
  staleTime: 10 * 60_000,
});

/** The society's name, contacts and links; every header and footer reads them. */
export const useSiteSettings = () => useQuery(siteSettingsQueryOptions);
