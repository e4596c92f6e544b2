import { registrationEndpoints, type CompleteRegistrationInput } from '@osi/shared';
import type { z } from 'zod';
import { callEndpoint } from '@/lib/endpoint-client';

/**
 * Opens the payment order for the membership type's price, as stored on the server; only with
 * consent to the current privacy notice.
 */
export const createOrder = (input: z.input<typeof registrationEndpoints.order.body>) =>
  callEndpoint(registrationEndpoints.order, { body: input });

/** Sends the application with its signed payment; the server verifies both. */
export const registerMember = (input: CompleteRegistrationInput) =>
  callEndpoint(registrationEndpoints.register, { body: input });
