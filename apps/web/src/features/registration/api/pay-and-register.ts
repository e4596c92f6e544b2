import { registrationEndpoints, type CompleteRegistrationInput } from '@osi/shared';
import { callEndpoint } from '@/lib/endpoint-client';

/** Opens the payment order for the membership type's price, as stored on the server. */
export const createOrder = (input: { email: string; membershipTypeId: string }) =>
  callEndpoint(registrationEndpoints.order, { body: input });

/** Sends the application with its signed payment; the server verifies both. */
export const registerMember = (input: CompleteRegistrationInput) =>
  callEndpoint(registrationEndpoints.register, { body: input });
