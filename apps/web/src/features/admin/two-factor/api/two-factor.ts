import {
  twoFactorEndpoints as endpoints,
  type EnrolmentStartInput,
  type TotpCodeInput,
} from '@osi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { sessionQueryOptions } from '@/lib/session';
import { adminKeys } from '../../query-keys';

const statusKey = [...adminKeys.all, 'two-factor'] as const;

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: statusKey, queryFn: () => callEndpoint(endpoints.status) });

/** A new key to scan; it works only once its first code is confirmed. */
export const useStartEnrolment = () =>
  useMutation({
    mutationFn: (body: EnrolmentStartInput) => callEndpoint(endpoints.startEnrolment, { body }),
  });

/** A change with a code: afterwards the status, and the session's gate, are read again. */
const useCodeChange = <R>(change: (input: TotpCodeInput) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: statusKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }),
      ]),
  });
};

export const useConfirmEnrolment = () =>
  useCodeChange((body) => callEndpoint(endpoints.confirmEnrolment, { body }));

export const useRegenerateRecoveryCodes = () =>
  useCodeChange((body) => callEndpoint(endpoints.regenerateRecoveryCodes, { body }));

export const useDisableTwoFactor = () =>
  useCodeChange((body) => callEndpoint(endpoints.disable, { body }));
