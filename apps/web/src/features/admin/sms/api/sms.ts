import { okResponseSchema, smsPageSchema, type SmsInput } from '@osi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';

export const useSentSms = () =>
  useQuery({
    queryKey: adminKeys.sms(),
    queryFn: () => api.get('/admin/sms?page=1&pageSize=20', smsPageSchema),
  });

export const useSendSms = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SmsInput) => api.post('/admin/sms', input, okResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.sms() }),
  });
};
