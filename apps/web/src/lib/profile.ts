import { ownProfileEndpoints } from '@osi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownDataKey, useSession } from '@/lib/session';
import { callEndpoint } from '@/lib/endpoint-client';

export const profileQueryOptions = queryOptions({
  queryKey: [...ownDataKey, 'profile'],
  queryFn: () => callEndpoint(ownProfileEndpoints.profile),
});

/** The signed-in member's own record; not asked for once they have signed out. */
export const useProfile = () => {
  const session = useSession();
  return useQuery({ ...profileQueryOptions, enabled: Boolean(session.data?.member) });
};
