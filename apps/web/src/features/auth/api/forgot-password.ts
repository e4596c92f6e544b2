import { okResponseSchema, type ForgotPasswordInput } from '@osi/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Asks for a reset link; the answer is the same whether or not the address is a member's. */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      api.post('/auth/member/forgot-password', input, okResponseSchema),
  });
