import { okResponseSchema, type ResetPasswordInput } from '@osi/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api.post('/auth/member/reset-password', input, okResponseSchema),
  });
