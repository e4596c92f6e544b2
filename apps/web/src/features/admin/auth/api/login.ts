import {
  authEndpoints,
  type LoginInput,
  type SessionAdmin,
  type TwoFactorSignInInput,
} from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/lib/session';
import { callEndpoint } from '@/lib/endpoint-client';

/** Puts the administrator into the session at once, so the page moves on. */
const useSignedIn = () => {
  const queryClient = useQueryClient();
  return (admin: SessionAdmin) =>
    queryClient.setQueryData(sessionQueryOptions.queryKey, (session) => ({
      member: session?.member ?? null,
      admin,
    }));
};

/** Signs an administrator in, or learns that their two-factor code is needed next. */
export const useAdminLogin = () => {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: LoginInput) => callEndpoint(authEndpoints.adminLogin, { body: input }),
    onSuccess: (answer) => {
      if ('admin' in answer) signedIn(answer.admin);
    },
  });
};

/** Finishes a sign-in with the code from the app or a recovery code. */
export const useAdminLoginCode = () => {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: TwoFactorSignInInput) =>
      callEndpoint(authEndpoints.adminLoginCode, { body: input }),
    onSuccess: ({ admin }) => signedIn(admin),
  });
};
