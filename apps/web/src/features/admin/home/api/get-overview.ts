import { queryOptions, useQuery } from '@tanstack/react-query';
import { overviewSchema } from '@osi/shared';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';

export type { Activity, Overview } from '@osi/shared';

export const overviewQueryOptions = queryOptions({
  queryKey: adminKeys.overview(),
  queryFn: () => api.get('/admin/overview', overviewSchema),
});

export const useOverview = () => useQuery(overviewQueryOptions);
