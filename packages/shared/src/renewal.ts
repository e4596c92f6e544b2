import { z } from 'zod';
import { okResponseSchema } from './api';
import { formatLongDate } from './dates';
import { membershipTermViewSchema } from './membership-year';
import { checkoutOrderSchema } from './registration';

export const renewalMessages = {
  lifeMember: 'Life members never need to renew.',
  notApproved: 'Your application has not been approved yet.',
  chooseType: 'Please choose a membership type',
  typeUnavailable: 'That membership type is no longer offered. Please choose another.',
  noTypes: 'No membership types are offered at the moment. Please try again later.',
  checkoutDescription: 'Membership renewal',
  failed: 'An unexpected error occurred. Please try again.',
  failedAfterPayment:
    'Your payment went through, but the renewal could not be completed. Please try again: the same payment is sent, and your card is not charged again.',
  renewed: (validUntil: string | null) =>
    validUntil === null
      ? 'Thank you! You are now a life member.'
      : `Thank you! Your membership is renewed until ${formatLongDate(validUntil)}.`,
} as const;

/** A type a member may renew with, and what paying for it now would give them. */
export const renewalChoiceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The stored price, in rupees. */
  price: z.number().int(),
  /** Years one payment buys; null for life. */
  termYears: z.number().int().nullable(),
  /** The last day of the renewed term; null for life. */
  validUntil: z.iso.date().nullable(),
});
export type RenewalChoice = z.infer<typeof renewalChoiceSchema>;

/** What a renewal would be today: the member's term and type, and the types they may choose. */
export const renewalQuoteSchema = z.object({
  validUntil: z.iso.date().nullable(),
  /** The type the member holds now, if they hold one (it may no longer be offered). */
  currentTypeId: z.uuid().nullable(),
  currentTypeName: z.string(),
  choices: z.array(renewalChoiceSchema),
});
export type RenewalQuote = z.infer<typeof renewalQuoteSchema>;

export const renewalOrderInputSchema = z.object({
  membershipTypeId: z.uuid(renewalMessages.chooseType),
});
export type RenewalOrderInput = z.infer<typeof renewalOrderInputSchema>;

export const renewalOrderSchema = checkoutOrderSchema;

export const renewedSchema = okResponseSchema.extend({ term: membershipTermViewSchema });
export type Renewed = z.infer<typeof renewedSchema>;

/** Where a member renews: the dashboard, with the renewal open (links in e-mails lead here). */
export const renewalPath = '/dashboard?renew=1';
