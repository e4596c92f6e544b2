import { z } from 'zod';
import { listQuerySchema, okResponseSchema, paginated } from './api';
import { emailShape, requiredText } from './fields';

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

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const subscriberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  status: z.enum(subscriberStatuses),
  createdAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().nullable(),
  unsubscribedAt: z.iso.datetime().nullable(),
  /** Why the address gets no more mail (a server refused it for good), or null. */
  emailUndeliverable: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberListQuerySchema = listQuerySchema.extend({
  status: z.enum(subscriberStatuses).optional(),
});

export const subscriberPageSchema = paginated(subscriberSchema).extend({
  counts: z.object({
    pending: z.number().int(),
    confirmed: z.number().int(),
    unsubscribed: z.number().int(),
  }),
});
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

const singleLine = /^[^\r\n]*$/;

/**
 * A newsletter as the administrator sends it: a subject, Markdown, and the number of confirmed
 * subscribers they were shown, which must still be the number it goes to.
 */
export const newsletterIssueInputSchema = z.object({
  subject: requiredText(newsletterMessages.subjectRequired, 200).regex(
    singleLine,
    'A subject is one line.',
  ),
  body: requiredText(newsletterMessages.bodyRequired, 50_000),
  expectedRecipients: z.number().int().min(0),
});
export type NewsletterIssueInput = z.input<typeof newsletterIssueInputSchema>;
export type NewsletterIssueValues = z.output<typeof newsletterIssueInputSchema>;

export const issueStatuses = ['sending', 'sent'] as const;

export const newsletterIssueSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  body: z.string(),
  /** The body as subscribers see it: Markdown rendered and sanitised. */
  html: z.string(),
  status: z.enum(issueStatuses),
  createdAt: z.iso.datetime(),
  sendStartedAt: z.iso.datetime().nullable(),
  sentAt: z.iso.datetime().nullable(),
  /** Confirmed subscribers when sending started. */
  recipients: z.number().int(),
  /** Written to the outbox so far, and of those delivered or given up on. */
  queued: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

export const newsletterIssueSentSchema = okResponseSchema.extend({
  issue: newsletterIssueSchema,
});
