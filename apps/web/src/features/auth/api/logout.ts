import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { ownDataKey, sessionQueryOptions } from './get-session';

/**
 * Ends the member's session, then shows the home page as a visitor. The home page comes first,
 * so that a members-only page is left before it would send the visitor to the login page.
 */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post('/auth/member/logout'),
    onSuccess: async () => {
      await navigate(paths.home);
      queryClient.removeQueries({ queryKey: ownDataKey });
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    },
    onError: (error) => toast.error(error.message),
  });
};
