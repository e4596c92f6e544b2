import { sessionAdminSchema, type AdminLoginInput } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { api } from '@/lib/api-client';

const loginResponseSchema = z.object({ message: z.string(), admin: sessionAdminSchema });

/** Signs an administrator in; the session then names them at once. */
export const useAdminLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminLoginInput) =>
      api.post('/auth/admin/login', input, loginResponseSchema),
    onSuccess: ({ admin }) => {
      queryClient.setQueryData(sessionQueryOptions.queryKey, (session) => ({
        member: session?.member ?? null,
        admin,
      }));
    },
  });
};
