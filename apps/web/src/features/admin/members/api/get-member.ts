import { adminMemberSchema } from '@osi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';

export { adminMemberSchema, type AdminMember } from '@osi/shared';

/** One member's whole record, deleted or not. */
export const useMember = (id: string) =>
  useQuery({
    queryKey: adminKeys.member(id),
    queryFn: () => api.get(`/admin/members/${encodeURIComponent(id)}`, adminMemberSchema),
  });
