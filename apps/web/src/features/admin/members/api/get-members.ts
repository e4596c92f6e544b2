import { adminMemberEndpoints, type EndpointResult } from '@osi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';
import { pageQuery } from '../../utils/paging';

export type MemberPage = EndpointResult<typeof adminMemberEndpoints.list>;

/** A page of membership applications, newest first; the page shown stays while the next loads. */
export const useMembers = (page: number, search: string) =>
  useQuery({
    queryKey: adminKeys.members(page, search),
    queryFn: () =>
      callEndpoint(adminMemberEndpoints.list, {
        query: pageQuery(page, search),
      }),
    placeholderData: keepPreviousData,
  });
