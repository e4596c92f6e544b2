import { ownFellowshipAnswerSchema } from '@osi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownDataKey, useSession } from '@/features/auth/api/get-session';
import { api } from '@/lib/api-client';

export const ownFellowshipQueryOptions = queryOptions({
  queryKey: [...ownDataKey, 'fellowship'],
  queryFn: () => api.get('/me/fellowship', ownFellowshipAnswerSchema),
});

/** The member's fellowship application that counts (open, else the latest declined), or null. */
export const useOwnFellowship = () => {
  const session = useSession();
  return useQuery({ ...ownFellowshipQueryOptions, enabled: Boolean(session.data?.member) });
};
