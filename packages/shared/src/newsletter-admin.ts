import { z } from 'zod';
import { listQuerySchema, okResponseSchema, paginated } from './api';
import { requiredText } from './fields';
import { newsletterMessages } from './newsletter';

// The back office's newsletter: its subscribers and the issues it sends. Apart from the
// subscribe box's schemas, which the footer of every public page builds.

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
