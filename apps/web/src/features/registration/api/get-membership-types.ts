import { membershipTypeEndpoints } from '@osi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';

export const membershipTypesQueryOptions = queryOptions({
  queryKey: ['membership-types'],
  queryFn: () => callEndpoint(membershipTypeEndpoints.offered),
});

/** The membership packages and their prices, as the society has set them. */
export const useMembershipTypes = () => useQuery(membershipTypesQueryOptions);
