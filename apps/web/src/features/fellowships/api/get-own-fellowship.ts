import { fellowshipEndpoints } from '@osi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownDataKey, useSession } from '@/lib/session';
import { callEndpoint } from '@/lib/endpoint-client';

export const ownFellowshipQueryOptions = queryOptions({
  queryKey: [...ownDataKey, 'fellowship'],
  queryFn: () => callEndpoint(fellowshipEndpoints.own),
});

/** The member's fellowship application that counts (open, else the latest declined), or null. */
export const useOwnFellowship = () => {
  const session = useSession();
  return useQuery({ ...ownFellowshipQueryOptions, enabled: Boolean(session.data?.member) });
};
