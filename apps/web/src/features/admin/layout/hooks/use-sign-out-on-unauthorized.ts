import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryOptions } from '@/lib/session';
import { ApiError } from '@/lib/api-client';

/**
 * When the server says the administrator's session is over (it expired, or they signed out in
 * another tab), the session is checked again and the guard takes them to the sign-in.
 */
export const useSignOutOnUnauthorized = () => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
      }
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
};
