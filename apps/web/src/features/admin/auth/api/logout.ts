import { authEndpoints } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { adminPaths } from '@/config/paths';
import { sessionQueryOptions } from '@/lib/session';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

/** Ends the administrator's session, forgets what the back office loaded, shows the sign-in. */
export const useAdminLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callEndpoint(authEndpoints.logout, { params: { realm: 'admin' } }),
    onSuccess: async () => {
      queryClient.setQueryData(sessionQueryOptions.queryKey, (session) =>
        session ? { ...session, admin: null } : session,
      );
      queryClient.removeQueries({ queryKey: adminKeys.all });
      await navigate(adminPaths.login, { replace: true });
    },
    onError: (error) => toast.error(error.message),
  });
};
