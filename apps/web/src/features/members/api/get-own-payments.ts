import { ownPaymentEndpoints } from '@osi/shared';
import { callEndpoint } from '@/lib/endpoint-client';
import { ownDataQueryOptions, useOwnData } from '@/lib/own-data';

export const ownPaymentsQueryOptions = ownDataQueryOptions('payments', () =>
  callEndpoint(ownPaymentEndpoints.payments),
);

/** The signed-in member's payments, newest first, with their receipt numbers. */
export const useOwnPayments = () => useOwnData(ownPaymentsQueryOptions);
