/** One e-mail as the outbox hands it to a transport. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

/** Delivers one message or rejects; the outbox sender owns retries. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}
