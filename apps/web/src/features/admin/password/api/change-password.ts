import { adminAccountEndpoints, type ChangePasswordInput } from '@osi/shared';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';

/** Changes the signed-in administrator's password; their other sessions end. */
export const useChangeAdminPassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordInput) =>
      callEndpoint(adminAccountEndpoints.changePassword, { body }),
  });
