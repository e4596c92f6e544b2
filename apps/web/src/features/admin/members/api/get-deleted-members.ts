import { adminMemberEndpoints } from '@osi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';
import { pageQuery } from '../../utils/paging';

/** A page of deleted membership applications, most recently deleted first. */
export const useDeletedMembers = (page: number) =>
  useQuery({
    queryKey: adminKeys.deletedMembers(page),
    queryFn: () => callEndpoint(adminMemberEndpoints.deleted, { query: pageQuery(page) }),
    placeholderData: keepPreviousData,
  });
