import { sessionIdleCode, twoFactorRequiredCode } from '@osi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryOptions } from '@/lib/session';
import { ApiError } from '@/lib/api-client';

/**
 * Whether the last administrator session ended after inactivity: the sign-in the guard then
 * shows says so once. Kept beside the cache, as the guard's redirect carries only where from.
 */
export const idleSignOut = { ended: false };

/**
 * When the server says the administrator's session is over (it expired, or they signed out in
 * another tab), the session is checked again and the guard takes them to the sign-in. A session
 * that ended after inactivity goes to the sign-in saying so; an Owner or Finance administrator
 * who must set up two-factor sign-in first is sent to its page by the guard.
 */
export const useSignOutOnUnauthorized = () => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = (error: unknown) => {
      if (!(error instanceof ApiError)) return;
      if (error.code === sessionIdleCode) {
        idleSignOut.ended = true;
        queryClient.setQueryData(sessionQueryOptions.queryKey, (session) =>
          session ? { ...session, admin: null } : session,
        );
      } else if (error.status === 401 || error.code === twoFactorRequiredCode) {
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
