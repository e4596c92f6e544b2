import {
  membershipTypeEndpoints as endpoints,
  type MembershipType,
  type MembershipTypeValues,
} from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

type Save = { id?: MembershipType['id']; input: MembershipTypeValues };

/** Adds a membership type, or updates the one with `id`; the list then reloads. */
export const useSaveMembershipType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: Save) =>
      id
        ? callEndpoint(endpoints.update, { params: { id }, body: input })
        : callEndpoint(endpoints.add, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
