import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';
import { pageQuery } from '../../utils/paging';
import { memberPageSchema } from './get-members';

/** A page of deleted membership applications, most recently deleted first. */
export const useDeletedMembers = (page: number) =>
  useQuery({
    queryKey: adminKeys.deletedMembers(page),
    queryFn: () => api.get(`/admin/members/deleted?${pageQuery(page)}`, memberPageSchema),
    placeholderData: keepPreviousData,
  });
