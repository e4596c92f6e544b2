import { authEndpoints, type ChangePasswordInput } from '@osi/shared';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';

/** Changes the signed-in member's password; their other sessions end. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      callEndpoint(authEndpoints.changePassword, { body: input }),
  });
