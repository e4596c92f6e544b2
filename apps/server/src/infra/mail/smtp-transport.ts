import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport';

export interface SmtpTransportOptions {
  /** smtp:// or smtps:// with optional user:password@ and nodemailer options as query parameters. */
  url: string;
  from: string;
}

/** `<key@domain of the sender>`: the same for every attempt at one outbox message. */
export const messageIdFor = (key: string, from: string) =>
  `<${key}@${/@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'}>`;

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
    send: async ({ to, subject, text, html, headers }, key) => {
      await transporter.sendMail({
        messageId: messageIdFor(key, from),
        to,
        subject,
        text,
        ...(html === undefined ? {} : { html }),
        ...(headers === undefined ? {} : { headers }),
      });
    },
  };
};
