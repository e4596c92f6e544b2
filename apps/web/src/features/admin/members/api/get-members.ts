import { adminMemberEndpoints, standingSchema, type EndpointResult } from '@osi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';
import { pageQuery } from '../../utils/paging';

export type MemberPage = EndpointResult<typeof adminMemberEndpoints.list>;

/**
 * A page of membership applications, newest first, of one standing when `standing` names one; the
 * page shown stays while the next loads.
 */
export const useMembers = (page: number, search: string, standing = '') =>
  useQuery({
    queryKey: adminKeys.members(page, search, standing),
    queryFn: () =>
      callEndpoint(adminMemberEndpoints.list, {
        query: { ...pageQuery(page, search), standing: standingSchema.safeParse(standing).data },
      }),
    placeholderData: keepPreviousData,
  });
