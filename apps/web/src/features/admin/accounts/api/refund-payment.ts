import { refundEndpoints, type RefundInput } from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

/** Refunds all or part of a payment; the lists and totals reload with it. */
export const useRefundPayment = (paymentRowId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundInput) =>
      callEndpoint(refundEndpoints.refund, { params: { id: paymentRowId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
