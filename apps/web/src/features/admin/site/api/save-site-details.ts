import { okResponseSchema, type SiteDetails } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteSettingsQueryOptions } from '@/features/site/api/get-site-settings';
import { api } from '@/lib/api-client';

/** Saves the site details; every header and footer then reads the new ones. */
export const useSaveSiteDetails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: SiteDetails) =>
      api.put('/admin/site-settings', details, okResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteSettingsQueryOptions.queryKey }),
  });
};
