import {
  fellowshipAppliedSchema,
  fellowshipOrderSchema,
  type FellowshipApplicationInput,
} from '@osi/shared';
import { api } from '@/lib/api-client';

/** Opens the payment order for the fellowship fee, as the server stores it. */
export const openFellowshipOrder = () =>
  api.post('/me/fellowship/order', undefined, fellowshipOrderSchema);

/** Sends the application with its signed payment; the server verifies both. */
export const applyForFellowship = (input: FellowshipApplicationInput) =>
  api.post('/me/fellowship', input, fellowshipAppliedSchema);
