import { adminPaymentEndpoints } from '@osi/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

/** A member's payments, newest first, as the back office sees them. */
export const useMemberPayments = (memberId: string) =>
  useQuery({
    queryKey: [...adminKeys.member(memberId), 'payments'],
    queryFn: () => callEndpoint(adminPaymentEndpoints.memberPayments, { params: { id: memberId } }),
  });
