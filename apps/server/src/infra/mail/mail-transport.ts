/**
 * A file sent with an e-mail: a text file as it is, or a QR code of `qrCodeOf`, drawn as a PNG
 * when the message is sent (not in the transaction that queues it) and shown in the HTML by `cid`.
 */
export type MailAttachment =
  | { filename: string; contentType: string; text: string }
  | { filename: string; qrCodeOf: string; cid: string };

/** One e-mail as the outbox hands it to a transport. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Extra headers by name, from the outbox's allowlist. */
  headers?: Record<string, string> | undefined;
  attachments?: MailAttachment[] | undefined;
}

/** Delivers one message or rejects; the outbox sender owns retries. */
export interface MailTransport {
  /**
   * `key` is the outbox row's id: every attempt at one message carries the same Message-ID, so
   * a copy sent again after a crash is recognised as the same message.
   */
  send(mail: OutgoingMail, key: string): Promise<void>;
  /** Ends the connections it keeps; called once nothing is sent any more. */
  close(): void;
}

/**
 * The receiving server refused the message for good (an SMTP 5xx to RCPT TO or DATA): sending
 * it again would be refused again. `addressRefused` when it refused the recipient's address.
 */
export class PermanentRejection extends Error {
  override name = 'PermanentRejection';
  constructor(
    message: string,
    readonly addressRefused: boolean,
  ) {
    super(message);
  }
}

/**
 * The mail server could not be reached or would not let us send (no connection, a time-out, a
 * refused login): no message would go through, whichever it is, so the outbox holds them all.
 */
export class MailServerUnreachable extends Error {
  override name = 'MailServerUnreachable';
}
