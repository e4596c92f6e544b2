import { z } from 'zod';
import { emailShape } from '@osi/shared';
import type { Executor } from '../../db/client';
import { insertOutboxMessages } from './outbox.repository';

const singleLine = /^[^\r\n]*$/;

/** The headers a message may add to what the transport writes; never From, To or the like. */
export const extraHeaderNames = [
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
  'List-Id',
  'Reply-To',
  'Auto-Submitted',
] as const;

const filename = z.string().regex(/^[\w.-]{1,100}$/);
const attachmentSchema = z.union([
  z.object({
    filename,
    contentType: z.string().regex(/^[\w.+-]+\/[\w.+-]+(; ?[\w-]+=[\w-]+)*$/),
    text: z.string().min(1).max(100_000),
  }),
  z.object({
    filename,
    qrCodeOf: z.string().min(1).max(1000),
    cid: z.string().regex(/^[\w.-]{1,100}$/),
  }),
]);

export const outgoingMailSchema = z.object({
  to: z.string().max(254).regex(emailShape),
  subject: z.string().min(1).max(400).regex(singleLine, 'A subject is one line.'),
  text: z.string().min(1),
  html: z.string().min(1).optional(),
  headers: z
    .partialRecord(z.enum(extraHeaderNames), z.string().min(1).max(2000).regex(singleLine))
    .optional(),
  attachments: z.array(attachmentSchema).min(1).max(4).optional(),
});
export type NewMail = z.input<typeof outgoingMailSchema>;

/**
 * Writes an e-mail to the outbox through the caller's executor, so it commits or rolls back
 * with the change that causes it. The outbox sender delivers it later.
 */
export const enqueueMail = async (db: Executor, mail: NewMail) =>
  (await enqueueMails(db, [mail]))[0]!;

/** Several e-mails in one statement, as `enqueueMail` writes one; answers their ids in order. */
export const enqueueMails = async (db: Executor, mails: NewMail[]) =>
  insertOutboxMessages(
    db,
    mails.map((mail) => outgoingMailSchema.parse(mail)),
  );
