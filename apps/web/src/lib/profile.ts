import { ownProfileEndpoints } from '@osi/shared';
import { callEndpoint } from '@/lib/endpoint-client';
import { ownDataQueryOptions, useOwnData } from '@/lib/own-data';

export const profileQueryOptions = ownDataQueryOptions('profile', () =>
  callEndpoint(ownProfileEndpoints.profile),
);

/** The signed-in member's own record; not asked for once they have signed out. */
export const useProfile = () => useOwnData(profileQueryOptions);
