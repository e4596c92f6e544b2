import { membershipTypeEndpoints } from '@osi/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

/** Every type, retired ones too, with how many members hold each. */
export const useMembershipTypes = () =>
  useQuery({
    queryKey: adminKeys.membershipTypes(),
    queryFn: () => callEndpoint(membershipTypeEndpoints.list),
  });
