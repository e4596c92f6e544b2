import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { enqueueMails } from '../../infra/mail';
import { PollingLoop } from '../../lib/polling-loop';
import { issueMail } from './newsletter-mails';
import { newsletterSite } from './newsletter.service';
import {
  claimSendingIssue,
  insertDeliveries,
  subscribersAfter,
  updateIssue,
} from './newsletter.repository';

export interface NewsletterDispatcherOptions {
  db: Database;
  publicUrl: string;
  logger: Pick<FastifyBaseLogger, 'error'>;
  batchSize: number;
  pollIntervalMs: number;
}

/**
 * Writes the issues being sent to the outbox, a batch of subscribers per transaction, each
 * subscriber once. Any number of processes may run one: an issue is locked by the process
 * writing its batch (FOR UPDATE SKIP LOCKED), and its cursor moves on in the same transaction.
 */
export class NewsletterDispatcher {
  private readonly loop: PollingLoop;

  constructor(private readonly options: NewsletterDispatcherOptions) {
    this.loop = new PollingLoop(
      () => this.processDue(),
      options.pollIntervalMs,
      (error: unknown) => options.logger.error({ err: error }, 'newsletter batch failed'),
    );
  }

  /** Writes batches until no issue is left to send (or another process holds the rest). */
  async processDue() {
    let batches = 0;
    while (!this.loop.closing && (await this.writeBatch())) batches += 1;
    return batches;
  }

  start() {
    this.loop.start();
  }

  stop() {
    return this.loop.stop();
  }

  /** One batch of one issue; false when there was nothing to do. */
  private async writeBatch() {
    const { db, publicUrl, batchSize } = this.options;
    return db.transaction(async (tx) => {
      const issue = await claimSendingIssue(tx);
      if (!issue) return false;
      const site = await newsletterSite(tx, publicUrl);
      const subscribers = await subscribersAfter(tx, issue.cursorSubscriberId, batchSize, true);
      const messages = await enqueueMails(
        tx,
        subscribers.map((subscriber) => issueMail(issue, subscriber, site)),
      );
      await insertDeliveries(
        tx,
        subscribers.map((subscriber, index) => ({
          issueId: issue.id,
          subscriberId: subscriber.id,
          outboxMessageId: messages[index]!.id,
        })),
      );
      const finished = subscribers.length < batchSize;
      await updateIssue(tx, issue.id, {
        cursorSubscriberId: subscribers.at(-1)?.id ?? issue.cursorSubscriberId,
        ...(finished ? { status: 'sent', sentAt: new Date() } : {}),
      });
      return true;
    });
  }
}
