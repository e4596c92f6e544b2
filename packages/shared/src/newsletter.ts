import { z } from 'zod';
import { emailShape } from './fields';

export const newsletterMessages = {
  emailInvalid: 'Please enter a valid email address',
  /** What the subscribe box shows when the server sent no message of its own. */
  subscribedFallback: 'Subscribed',
  subscribed:
    'Thank you for subscribing! Please confirm your address with the link we have e-mailed you.',
  confirmed: 'Your subscription is confirmed. Thank you for joining our newsletter!',
  confirmLinkInvalid:
    'This confirmation link is not valid or has expired. Please subscribe again to get a new one.',
  unsubscribed: 'You have been unsubscribed and will receive no more newsletters from us.',
  resubscribed: 'Welcome back! You are subscribed to our newsletter again.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
  subscriberRemoved: 'The address was removed from the newsletter list.',
  subjectRequired: 'Subject is required',
  bodyRequired: 'Please write the newsletter',
  sendingStarted: 'Sending has started: the newsletter goes out in batches.',
  noRecipients: 'There are no confirmed subscribers to send to yet.',
  recipientsChanged:
    'The number of confirmed subscribers has changed since you looked. Please check it and send again.',
} as const;

/** The spec's subscribe box: `mailcreate {mail}`, checked while typing and on subscribe. */
export const newsletterSubscriptionSchema = z.object({
  mail: z
    .string({ error: newsletterMessages.emailInvalid })
    .trim()
    .max(254, newsletterMessages.emailInvalid)
    .regex(emailShape, newsletterMessages.emailInvalid)
    .toLowerCase(),
});
export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionSchema>;

/** A link's secret: 32 random bytes in base64url. */
export const linkTokenSchema = z.string().regex(/^[\w-]{43}$/, 'This link is not valid.');
export const newsletterTokenSchema = z.object({ token: linkTokenSchema });
