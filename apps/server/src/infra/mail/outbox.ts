import { z } from 'zod';
import { emailShape } from '@osi/shared';
import type { Executor } from '../../db/client';
import { insertOutboxMessage } from './outbox.repository';

const singleLine = /^[^\r\n]*$/;

export const outgoingMailSchema = z.object({
  to: z.string().max(254).regex(emailShape),
  subject: z.string().min(1).max(400).regex(singleLine, 'A subject is one line.'),
  text: z.string().min(1),
  html: z.string().min(1).optional(),
});
export type NewMail = z.input<typeof outgoingMailSchema>;

/**
 * Writes an e-mail to the outbox through the caller's executor, so it commits or rolls back
 * with the change that causes it. The outbox sender delivers it later.
 */
export const enqueueMail = async (db: Executor, mail: NewMail) =>
  insertOutboxMessage(db, outgoingMailSchema.parse(mail));
