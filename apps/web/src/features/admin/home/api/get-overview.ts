import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@osi/shared';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

export type { Activity, Overview } from '@osi/shared';

export const overviewQueryOptions = queryOptions({
  queryKey: adminKeys.overview(),
  queryFn: () => callEndpoint(adminEndpoints.overview),
});

export const useOverview = () => useQuery(overviewQueryOptions);
