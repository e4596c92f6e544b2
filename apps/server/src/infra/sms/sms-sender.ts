/** One text message to one Indian mobile number (ten digits). */
export interface OutgoingSms {
  to: string;
  message: string;
}

/** Hands a message to a provider, or keeps it (the development outbox); rejects on failure. */
export interface SmsSender {
  /** What the records name as the provider. */
  readonly name: 'outbox' | 'http';
  send(sms: OutgoingSms): Promise<{ providerMessageId?: string | undefined }>;
}

/** The default: nothing leaves the machine; the caller's record is the outbox. */
export const outboxSmsSender: SmsSender = {
  name: 'outbox',
  send: async () => ({}),
};
