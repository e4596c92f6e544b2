import nodemailer from 'nodemailer';
import { attachmentFile } from './mail-attachments';
import { PermanentRejection, type MailTransport } from './mail-transport';

export interface SmtpTransportOptions {
  /** smtp:// or smtps:// with optional user:password@ and nodemailer options as query parameters. */
  url: string;
  from: string;
}

/** `<key@domain of the sender>`: the same for every attempt at one outbox message. */
export const messageIdFor = (key: string, from: string) =>
  `<${key}@${/@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'}>`;

/** nodemailer's error for a reply of the server: the command it answered and its code. */
type SmtpError = Error & { command?: string; responseCode?: number };

/**
 * A 5xx to the recipient or the message is final. Other failures (a 5xx to AUTH or MAIL FROM, a
 * 4xx, the network) are the sending side's or passing, and are tried again.
 */
const asPermanent = (error: SmtpError) =>
  error.responseCode !== undefined &&
  error.responseCode >= 500 &&
  (error.command === 'RCPT TO' || error.command === 'DATA')
    ? new PermanentRejection(error.message, error.command === 'RCPT TO')
    : error;

/**
 * Sends through an SMTP server, one connection per message. The timeouts keep every send well
 * inside the outbox sender's claim lease, so a slow server cannot cause a second delivery.
 */
export const createSmtpTransport = ({ url, from }: SmtpTransportOptions): MailTransport => {
  const transporter = nodemailer.createTransport(
    {
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from },
  );
  return {
    send: async ({ to, subject, text, html, headers, attachments }, key) => {
      await transporter
        .sendMail({
          messageId: messageIdFor(key, from),
          to,
          subject,
          text,
          ...(html === undefined ? {} : { html }),
          ...(headers === undefined ? {} : { headers }),
          ...(attachments === undefined
            ? {}
            : { attachments: await Promise.all(attachments.map(attachmentFile)) }),
        })
        .catch((error: SmtpError) => {
          throw asPermanent(error);
        });
    },
  };
};
