import type { SessionResponse } from '@osi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What the API answers for a request without a session. */
export const signedOutSession: SessionResponse = { member: null, admin: null };

export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: () =>
    api.get('/session', () =>
      import('@/lib/response-schemas').then((schemas) => schemas.sessionResponseSchema),
    ),
});

/** Who is signed in; refetched whenever a sign-in or sign-out invalidates it. */
export const useSession = () => useQuery(sessionQueryOptions);

/** The first part of the query key of everything that belongs to the signed-in member. */
export const ownDataKey = ['me'] as const;
