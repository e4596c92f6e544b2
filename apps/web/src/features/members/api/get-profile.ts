import { memberProfileSchema } from '@osi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownDataKey, useSession } from '@/features/auth/api/get-session';
import { api } from '@/lib/api-client';

export const profileQueryOptions = queryOptions({
  queryKey: [...ownDataKey, 'profile'],
  queryFn: () => api.get('/me/profile', memberProfileSchema),
});

/** The signed-in member's own record; not asked for once they have signed out. */
export const useProfile = () => {
  const session = useSession();
  return useQuery({ ...profileQueryOptions, enabled: Boolean(session.data?.member) });
};
