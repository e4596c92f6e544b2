import type { Config } from '../../config';
import type { MailTransport } from './mail-transport';
import { createSmtpTransport } from './smtp-transport';

export { enqueueMail, enqueueMails, outgoingMailSchema, type NewMail } from './outbox';
export { addressedName, committeeComment, letter, reviewedMail } from './letter';
export { OutboxSender } from './outbox-sender';
export { undeliverableReasons } from './outbox.repository';
export type { MailTransport } from './mail-transport';

/** SMTP when SMTP_URL is set; otherwise none, and messages stay in the outbox ("outbox only"). */
export const createMailTransport = (
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
): MailTransport | undefined =>
  config.smtpUrl ? createSmtpTransport({ url: config.smtpUrl, from: config.mailFrom }) : undefined;
