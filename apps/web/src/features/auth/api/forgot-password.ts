import { authEndpoints, type ForgotPasswordInput } from '@osi/shared';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';

/** Asks for a reset link; the answer is the same whether or not the address is a member's. */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      callEndpoint(authEndpoints.forgotPassword, { body: input }),
  });
