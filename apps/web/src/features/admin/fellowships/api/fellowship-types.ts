import { adminFellowshipEndpoints as endpoints } from '@osi/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

/** The Fellowship Price list; the first price is the fee applicants pay. */
export const useFellowshipTypes = () =>
  useQuery({
    queryKey: adminKeys.fellowshipTypes(),
    queryFn: () => callEndpoint(endpoints.prices),
  });
