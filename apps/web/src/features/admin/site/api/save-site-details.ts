import { contentEndpoints, type SiteDetails } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteSettingsQueryOptions } from '@/features/site/api/get-site-settings';
import { callEndpoint } from '@/lib/endpoint-client';

/** Saves the site details; every header and footer then reads the new ones. */
export const useSaveSiteDetails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: SiteDetails) =>
      callEndpoint(contentEndpoints.saveSiteDetails, { body: details }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteSettingsQueryOptions.queryKey }),
  });
};
