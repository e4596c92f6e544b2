import { adminMemberEndpoints } from '@osi/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

export { adminMemberSchema, type AdminMember } from '@osi/shared';

/** One member's whole record, deleted or not. */
export const useMember = (id: string) =>
  useQuery({
    queryKey: adminKeys.member(id),
    queryFn: () => callEndpoint(adminMemberEndpoints.details, { params: { id } }),
  });
