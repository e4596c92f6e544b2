import type { CompleteRegistrationInput } from '@osi/shared';
import { z } from 'zod';
import { checkoutOrderSchema } from '@/features/payments/api/open-checkout';
import { api } from '@/lib/api-client';

/** Opens the payment order for the membership type's price, as stored on the server. */
export const createOrder = (input: { email: string; membershipTypeId: string }) =>
  api.post('/registration/order', input, checkoutOrderSchema);

const registeredSchema = z.object({ message: z.string(), membershipId: z.string() });

/** Sends the application with its signed payment; the server verifies both. */
export const registerMember = (input: CompleteRegistrationInput) =>
  api.post('/registration', input, registeredSchema);
