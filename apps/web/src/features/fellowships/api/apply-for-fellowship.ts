import { fellowshipEndpoints as endpoints, type FellowshipApplicationInput } from '@osi/shared';
import { callEndpoint } from '@/lib/endpoint-client';

/** Opens the payment order for the fellowship fee, as the server stores it. */
export const openFellowshipOrder = () => callEndpoint(endpoints.openOrder);

/** Sends the application with its signed payment; the server verifies both. */
export const applyForFellowship = (input: FellowshipApplicationInput) =>
  callEndpoint(endpoints.apply, { body: input });
