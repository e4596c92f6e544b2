import { adminFellowshipListItemSchema, paginated } from '@osi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';
import { pageQuery } from '../../utils/paging';

const fellowshipPageSchema = paginated(adminFellowshipListItemSchema);

/** A page of fellowship applications, newest first; the page shown stays while the next loads. */
export const useFellowships = (page: number) =>
  useQuery({
    queryKey: adminKeys.fellowships(page),
    queryFn: () => api.get(`/admin/fellowships?${pageQuery(page)}`, fellowshipPageSchema),
    placeholderData: keepPreviousData,
  });
