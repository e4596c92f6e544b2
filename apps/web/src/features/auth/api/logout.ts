import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { ownDataKey, sessionQueryOptions } from '@/lib/session';

type LogoutOptions = {
  /** Leave as a visitor even when the server could not be told, as when the member's data fails to load. */
  evenIfServerFails?: boolean;
};

/**
 * Ends the member's session, then shows the home page as a visitor and forgets the member's data.
 * The page on screen may still be a members-only one while the data goes (the route change is
 * rendered as a transition): the guard then sends the signed-out member home as well, and the
 * member's own queries, which wait for a signed-in session, are not asked for again.
 */
export const useLogout = ({ evenIfServerFails = false }: LogoutOptions = {}) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leave = async () => {
    await navigate(paths.home);
    queryClient.setQueryData(
      sessionQueryOptions.queryKey,
      (session) => session && { ...session, member: null },
    );
    queryClient.removeQueries({ queryKey: ownDataKey });
    await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
  };
  return useMutation({
    mutationFn: () => api.post('/auth/member/logout'),
    onSuccess: leave,
    onError: (error) => (evenIfServerFails ? leave() : toast.error(error.message)),
  });
};
