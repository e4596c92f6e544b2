import { ownProfileEndpoints, type ProfileUpdateInput } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/lib/session';
import { callEndpoint } from '@/lib/endpoint-client';
import { profileQueryOptions } from '@/lib/profile';

/** Saves Edit Information; the header's name and picture follow. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) =>
      callEndpoint(ownProfileEndpoints.updateProfile, { body: input }),
    onSuccess: async ({ profile }) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    },
  });
};
