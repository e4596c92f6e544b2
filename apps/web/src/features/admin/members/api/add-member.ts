import { adminMemberEndpoints, type AddMember } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';
import { adminPageSize } from '../../utils/paging';
import type { MemberPage } from './get-members';

/** Adds a member by hand; they appear at once at the top of the first page of the list. */
export const useAddMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddMember) => callEndpoint(adminMemberEndpoints.add, { body: input }),
    onSuccess: async ({ member }) => {
      queryClient.setQueryData(
        adminKeys.members(1, ''),
        (list: MemberPage | undefined) =>
          list && {
            ...list,
            items: [member, ...list.items].slice(0, adminPageSize),
            ...(list.totalIsCapped
              ? {}
              : { total: list.total + 1, totalPages: Math.ceil((list.total + 1) / adminPageSize) }),
          },
      );
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
};
