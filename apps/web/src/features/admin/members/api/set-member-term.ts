import { adminMemberEndpoints, type MemberTermUpdate } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

/** Changes a member's last day, or makes them a life member; the back office then reloads. */
export const useSetMemberTerm = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (term: MemberTermUpdate) =>
      callEndpoint(adminMemberEndpoints.setTerm, { params: { id }, body: term }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
