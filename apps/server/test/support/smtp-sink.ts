import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { decodeHeader, parseMail, type MailPart } from './mime';

export interface ReceivedMail {
  /** The From header as a reader sees it. */
  from: string;
  /** The envelope recipients: who the message was really delivered to. */
  to: string[];
  subject: string;
  text: string;
  html: string | undefined;
  messageId: string;
  /** Headers a message may add (see `extraHeaderNames`), when it has them. */
  listUnsubscribe: string | undefined;
  listUnsubscribePost: string | undefined;
  replyTo: string | undefined;
  attachments: MailPart[];
}

export interface SmtpSinkOptions {
  /**
   * Awaited before the sink acknowledges a message it has received (and recorded); a rejection
   * is answered as an SMTP error, as by a server that fails after taking the data.
   */
  answer?: (mail: ReceivedMail) => Promise<void>;
  /** Recipients refused for good at RCPT TO (550), as a server without that mailbox does. */
  refuses?: (address: string) => boolean;
  /** Where to listen, for a server that comes up where a sender already looks; any free port by default. */
  port?: number;
}

export interface SmtpSink {
  /** An SMTP_URL for the sink; nodemailer reads `ignoreTLS` from it. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Connections senders have opened to the sink, and how many of them are still open. */
  connections: { opened: number; open: number };
  /** Resolves with the first message to the address, already received or still to come. */
  waitFor(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that accepts everything and keeps the parsed messages. */
export const startSmtpSink = async ({
  answer,
  refuses,
  port: wantedPort = 0,
}: SmtpSinkOptions = {}): Promise<SmtpSink> => {
  const received: ReceivedMail[] = [];
  const connections = { opened: 0, open: 0 };
  const waiting = new Set<{ address: string; resolve: (mail: ReceivedMail) => void }>();
  const isFor = (mail: ReceivedMail, address: string) =>
    mail.to.some((to) => to.toLowerCase() === address.toLowerCase());

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    closeTimeout: 500,
    onConnect(_session, callback) {
      connections.opened += 1;
      connections.open += 1;
      callback();
    },
    onClose() {
      connections.open -= 1;
    },
    onRcptTo(address, _session, callback) {
      if (!refuses?.(address.address)) return callback();
      callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const parsed = parseMail(Buffer.concat(chunks));
        const mail: ReceivedMail = {
          from: decodeHeader(parsed.headers.get('from') ?? ''),
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: decodeHeader(parsed.headers.get('subject') ?? ''),
          text: parsed.text ?? '',
          html: parsed.html,
          messageId: parsed.headers.get('message-id') ?? '',
          listUnsubscribe: parsed.headers.get('list-unsubscribe'),
          listUnsubscribePost: parsed.headers.get('list-unsubscribe-post'),
          replyTo: parsed.headers.get('reply-to'),
          attachments: parsed.attachments,
        };
        received.push(mail);
        for (const waiter of waiting) {
          if (isFor(mail, waiter.address)) {
            waiting.delete(waiter);
            waiter.resolve(mail);
          }
        }
        if (!answer) return callback();
        answer(mail).then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wantedPort, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    port,
    received,
    connections,
    waitFor: (address, timeoutMs = 5000) => {
      const already = received.find((mail) => isFor(mail, address));
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(waiter);
          reject(new Error(`No e-mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = {
          address,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        waiting.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
