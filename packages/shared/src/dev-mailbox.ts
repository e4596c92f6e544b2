import { z } from 'zod';
import { paginated } from './api';

/** A message is cancelled when what it announced no longer holds (a reminder after a renewal). */
export const outboxStatuses = ['pending', 'sent', 'failed', 'cancelled'] as const;

const mailboxMessageSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});

export const mailboxPageSchema = paginated(mailboxMessageSchema);
export type MailboxPage = z.infer<typeof mailboxPageSchema>;
