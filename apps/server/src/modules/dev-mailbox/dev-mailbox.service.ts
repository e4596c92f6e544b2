import type { ListQuery, MailboxPage } from '@osi/shared';
import type { Executor } from '../../db/client';
import { pageOf } from '../../lib/pagination';
import { listOutboxMessages } from '../../infra/mail/outbox.repository';

/** The outbox, newest first: every e-mail the site would have sent. */
export const readMailbox = async (db: Executor, query: ListQuery): Promise<MailboxPage> => {
  const { items, total } = await listOutboxMessages(db, query);
  return pageOf(
    items.map((message) => ({
      id: message.id,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      status: message.status,
      attempts: message.attempts,
      lastError: message.lastError,
      createdAt: message.createdAt.toISOString(),
      sentAt: message.sentAt?.toISOString() ?? null,
    })),
    total,
    query,
  );
};
