import { membershipTypeSchema } from '@osi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const membershipTypesQueryOptions = queryOptions({
  queryKey: ['membership-types'],
  queryFn: () => api.get('/membership-types', z.array(membershipTypeSchema)),
});

/** The membership packages and their prices, as the society has set them. */
export const useMembershipTypes = () => useQuery(membershipTypesQueryOptions);
