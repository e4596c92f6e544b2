import nodemailer from 'nodemailer';
import { attachmentFile } from './mail-attachments';
import { MailServerUnreachable, PermanentRejection, type MailTransport } from './mail-transport';

export interface SmtpTransportOptions {
  /** smtp:// or smtps:// with optional user:password@ and nodemailer options as query parameters. */
  url: string;
  from: string;
}

/** `<key@domain of the sender>`: the same for every attempt at one outbox message. */
export const messageIdFor = (key: string, from: string) =>
  `<${key}@${/@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'}>`;

/**
 * nodemailer's error: the command it failed at (`CONN` while connecting and greeting), its kind
 * (`EAUTH` for a refused login) and the server's reply code.
 */
type SmtpError = Error & { command?: string; code?: string; responseCode?: number };

/**
 * A 5xx to the recipient or the message is final. No connection or a refused login is the
 * server's, for every message alike. Other failures (a 5xx to MAIL FROM, a 4xx) are the sending
 * side's or passing, and are tried again.
 */
const classified = (error: SmtpError) => {
  if (error.command === 'CONN' || error.code === 'EAUTH') {
    return new MailServerUnreachable(error.message, { cause: error });
  }
  return error.responseCode !== undefined &&
    error.responseCode >= 500 &&
    (error.command === 'RCPT TO' || error.command === 'DATA')
    ? new PermanentRejection(error.message, error.command === 'RCPT TO')
    : error;
};

/**
 * Sends through an SMTP server over a pool of kept connections (nodemailer's five, each for up
 * to a hundred messages, closed after four idle minutes): a batch of renewal reminders opens a
 * few connections, not one per message. The timeouts keep every send well inside the outbox
 * sender's claim lease, so a slow server cannot cause a second delivery.
 */
export const createSmtpTransport = ({ url, from }: SmtpTransportOptions): MailTransport => {
  const transporter = nodemailer.createTransport(
    {
      url,
      pool: true,
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
          throw classified(error);
        });
    },
    close: () => transporter.close(),
  };
};
