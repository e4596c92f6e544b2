import type { LoginInput } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/endpoint-client';
import { returnPath } from '../utils/return-path';
import { ownDataKey, sessionQueryOptions } from '@/lib/session';

/** What the login page says when signing in fails (the spec's error catalogue). */
export const loginFailureMessage = (error: unknown) => {
  if (!(error instanceof ApiError)) return 'An unexpected error occurred.';
  if (error.status === 0) return 'No response from server.';
  if ([401, 404, 429].includes(error.status)) return error.message;
  return 'An error occurred, please try again later.';
};

/**
 * Signs the member in, then shows the page they came for (or their dashboard) with the header
 * switched to their account.
 */
export const useLogin = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const { authEndpoints } = await import('./auth-endpoints');
      return callEndpoint(authEndpoints.memberLogin, { body: input });
    },
    onSuccess: async ({ message }) => {
      toast.success(message);
      queryClient.removeQueries({ queryKey: ownDataKey });
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
      await navigate(returnPath(params.get('next')), { replace: true });
    },
  });
};
