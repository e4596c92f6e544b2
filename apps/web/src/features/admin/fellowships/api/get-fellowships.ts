import { adminFellowshipEndpoints } from '@osi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';
import { pageQuery } from '../../utils/paging';

/** A page of fellowship applications, newest first; the page shown stays while the next loads. */
export const useFellowships = (page: number) =>
  useQuery({
    queryKey: adminKeys.fellowships(page),
    queryFn: () => callEndpoint(adminFellowshipEndpoints.list, { query: pageQuery(page) }),
    placeholderData: keepPreviousData,
  });
