import { memberListItemSchema, paginated } from '@osi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';
import { pageQuery } from '../../utils/paging';

export const memberPageSchema = paginated(memberListItemSchema);
export type MemberPage = z.infer<typeof memberPageSchema>;

/** A page of membership applications, newest first; the page shown stays while the next loads. */
export const useMembers = (page: number, search: string) =>
  useQuery({
    queryKey: adminKeys.members(page, search),
    queryFn: () => api.get(`/admin/members?${pageQuery(page, search)}`, memberPageSchema),
    placeholderData: keepPreviousData,
  });
