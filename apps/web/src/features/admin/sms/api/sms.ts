import { smsEndpoints as endpoints, type SmsInput } from '@osi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

export const useSentSms = () =>
  useQuery({
    queryKey: adminKeys.sms(),
    queryFn: () => callEndpoint(endpoints.sent, { query: { page: 1, pageSize: 20 } }),
  });

export const useSendSms = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SmsInput) => callEndpoint(endpoints.send, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.sms() }),
  });
};
