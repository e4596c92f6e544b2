import { memberProfileSchema, type ProfileUpdateInput } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { api } from '@/lib/api-client';
import { profileQueryOptions } from './get-profile';

const updatedSchema = z.object({ message: z.string(), profile: memberProfileSchema });

/** Saves Edit Information; the header's name and picture follow. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => api.put('/me/profile', input, updatedSchema),
    onSuccess: async ({ profile }) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    },
  });
};
