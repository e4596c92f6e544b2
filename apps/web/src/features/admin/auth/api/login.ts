import { authEndpoints, type LoginInput } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/lib/session';
import { callEndpoint } from '@/lib/endpoint-client';

/** Signs an administrator in; the session then names them at once. */
export const useAdminLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => callEndpoint(authEndpoints.adminLogin, { body: input }),
    onSuccess: ({ admin }) => {
      queryClient.setQueryData(sessionQueryOptions.queryKey, (session) => ({
        member: session?.member ?? null,
        admin,
      }));
    },
  });
};
