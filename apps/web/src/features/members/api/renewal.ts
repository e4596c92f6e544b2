import {
  renewalEndpoints as endpoints,
  type CheckoutOrder,
  type RenewalOrderInput,
} from '@osi/shared';
import { callEndpoint } from '@/lib/endpoint-client';
import { ownDataQueryOptions, useOwnData } from '@/lib/own-data';

export const renewalQuoteOptions = ownDataQueryOptions('renewal', () =>
  callEndpoint(endpoints.quote),
);

/** What renewing now would cost and give, for each type the member may choose. */
export const useRenewalQuote = () => useOwnData(renewalQuoteOptions);

/** Opens the payment order for the stored price of the chosen type. */
export const openRenewalOrder = (body: RenewalOrderInput): Promise<CheckoutOrder> =>
  callEndpoint(endpoints.openOrder, { body });

/** Sends the signed payment; the server verifies it, then extends the term. */
export const renewMembership = (payment: {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}) => callEndpoint(endpoints.renew, { body: payment });
