import { staffInvitationEndpoints, type AcceptInvitation } from '@osi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { sessionQueryOptions } from '@/lib/session';

/** Whom the invitation is for; an error once it expired, was revoked or was used. */
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: () => callEndpoint(staffInvitationEndpoints.invitation, { params: { token } }),
    retry: false,
  });

/** Sets the password; the new administrator is signed in at once. */
export const useAcceptInvitation = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitation) =>
      callEndpoint(staffInvitationEndpoints.accept, { params: { token }, body }),
    onSuccess: ({ admin }) => {
      queryClient.setQueryData(sessionQueryOptions.queryKey, (session) => ({
        member: session?.member ?? null,
        admin,
      }));
    },
  });
};
