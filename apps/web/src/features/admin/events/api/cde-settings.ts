import { adminEventEndpoints, type CdeSettings } from '@osi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

/** The points a CDE cycle requires and the year the cycles count from. */
export const useCdeSettings = () =>
  useQuery({
    queryKey: adminKeys.cdeSettings(),
    queryFn: () => callEndpoint(adminEventEndpoints.cdeSettings),
  });

/** Saves them; members' points against the requirement, shown elsewhere, then reload. */
export const useSaveCdeSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: CdeSettings) =>
      callEndpoint(adminEventEndpoints.saveCdeSettings, { body: settings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
