import { z } from 'zod';

/**
 * What an erased member's receipted payment keeps of its payer, as the receipt printed them
 * (decision 086): the payment's `kept_payer`.
 */
export const keptPayerSchema = z.object({
  name: z.string(),
  membershipId: z.string().nullish(),
  state: z.string().nullish(),
  country: z.string().nullish(),
});
