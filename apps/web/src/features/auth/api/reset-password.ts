import { authEndpoints, type ResetPasswordInput } from '@osi/shared';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      callEndpoint(authEndpoints.resetPassword, { body: input }),
  });
