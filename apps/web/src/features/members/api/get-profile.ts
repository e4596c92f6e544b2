import { memberProfileSchema } from '@osi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownDataKey } from '@/features/auth/api/get-session';
import { api } from '@/lib/api-client';

export const profileQueryOptions = queryOptions({
  queryKey: [...ownDataKey, 'profile'],
  queryFn: () => api.get('/me/profile', memberProfileSchema),
});

/** The signed-in member's own record. */
export const useProfile = () => useQuery(profileQueryOptions);
