import { accountsEndpoints } from '@osi/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

export type { YearOverview } from '@osi/shared';

/** Members by standing and this financial year's income. */
export const useYearOverview = () =>
  useQuery({
    queryKey: adminKeys.yearOverview(),
    queryFn: () => callEndpoint(accountsEndpoints.year),
  });
