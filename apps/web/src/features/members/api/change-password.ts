import { okResponseSchema, type ChangePasswordInput } from '@osi/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Changes the signed-in member's password; their other sessions end. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post('/me/password', input, okResponseSchema),
  });
