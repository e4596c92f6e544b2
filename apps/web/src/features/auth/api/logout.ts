import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { sessionQueryOptions } from './get-session';

/** Ends the member's session, then shows the home page as a visitor. */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post('/auth/member/logout'),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
      await navigate(paths.home);
    },
    onError: (error) => toast.error(error.message),
  });
};
