import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { isDatabaseUnreachable } from '../../lib/database-unavailable';
import { PollingLoop } from '../../lib/polling-loop';
import { MailServerUnreachable, PermanentRejection, type MailTransport } from './mail-transport';
import {
  claimDueMessages,
  markAttemptFailed,
  markSent,
  markUndeliverable,
  releaseClaim,
  releaseLostClaim,
  type ClaimedMessage,
} from './outbox.repository';

/**
 * Waits of 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: ten attempts over about three hours,
 * after which the message is kept as failed. A permanent rejection (SMTP 5xx) is not retried.
 */
export const retryPolicy = {
  maxAttempts: 10,
  firstDelaySeconds: 30,
  maxDelaySeconds: 60 * 60,
} as const;

export const retryDelaySeconds = (attempts: number) =>
  Math.min(retryPolicy.firstDelaySeconds * 2 ** (attempts - 1), retryPolicy.maxDelaySeconds);

/** How long a claimed message is reserved for its sender: far above one send's time-outs. */
const leaseSeconds = 10 * 60;

export interface OutboxSenderOptions {
  db: Database;
  transport: MailTransport;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  pollIntervalMs?: number;
  batchSize?: number;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

const describeError = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Delivers the outbox. Any number of senders may run against one database: each claims rows
 * with FOR UPDATE SKIP LOCKED, so a message goes to exactly one of them.
 */
export class OutboxSender {
  private readonly options: Required<OutboxSenderOptions>;
  private readonly loop: PollingLoop;
  /** The mail server could not be reached at the last try: one message at a time finds out. */
  private serverUnreachable = false;
  /** Claims that failed: each may have committed as its answer was lost, so they are given back. */
  private readonly failedClaims: string[] = [];

  constructor(options: OutboxSenderOptions) {
    this.options = {
      pollIntervalMs: 5000,
      batchSize: 10,
      ...options,
    };
    this.loop = new PollingLoop(
      () => this.processDue(),
      this.options.pollIntervalMs,
      (error: unknown) => this.options.logger.error({ err: error }, 'outbox run failed'),
    );
  }

  /**
   * Sends everything due now, batch by batch; the messages of a batch go out in parallel, and
   * those sent are recorded together. While the mail server cannot be reached, the run stops and
   * the mail is held, its attempts not counted: an outage neither uses up every message's
   * attempts nor tries each in turn.
   */
  async processDue(): Promise<DeliveryReport> {
    const { db } = this.options;
    const report: DeliveryReport = { sent: 0, failed: 0 };
    while (this.failedClaims.length > 0) {
      await releaseLostClaim(db, this.failedClaims[0]!);
      this.failedClaims.shift();
    }
    for (;;) {
      const batchSize = this.serverUnreachable ? 1 : this.options.batchSize;
      const claim = randomUUID();
      const claimed = await claimDueMessages(db, batchSize, leaseSeconds, claim).catch(
        (error: unknown) => {
          this.failedClaims.push(claim);
          throw error;
        },
      );
      const outcomes = await Promise.all(claimed.map((message) => this.deliver(message)));
      const sent = claimed.flatMap(({ id }, index) => (outcomes[index] === 'sent' ? [id] : []));
      if (sent.length > 0) await this.record(() => markSent(db, sent));
      for (const outcome of outcomes) if (outcome !== 'held') report[outcome] += 1;
      if (claimed.length < batchSize || this.loop.closing || this.serverUnreachable) return report;
    }
  }

  start() {
    this.loop.start();
  }

  /** Sends what is due now rather than at the next poll: called once a request has enqueued mail. */
  nudge() {
    this.loop.nudge();
  }

  /**
   * Stops polling and waits for the sends in progress to finish and be recorded, so a message
   * sent just before shutdown is not sent again after the restart. Call it before the database
   * closes.
   */
  stop() {
    return this.loop.stop();
  }

  /** Sends one claimed message and records a failure; a send is recorded with its batch. */
  private async deliver(message: ClaimedMessage): Promise<keyof DeliveryReport | 'held'> {
    const { db, transport, logger } = this.options;
    if (message.undeliverable !== null) {
      await markAttemptFailed(
        db,
        message,
        `Not sent: address undeliverable (${message.undeliverable})`,
        'give-up',
      );
      return 'failed';
    }
    try {
      await transport.send(
        {
          ...message,
          html: message.html ?? undefined,
          headers: message.headers ?? undefined,
          attachments: message.attachments ?? undefined,
        },
        message.id,
      );
    } catch (error) {
      if (error instanceof MailServerUnreachable) return this.hold(message, error);
      const permanent = error instanceof PermanentRejection;
      if (permanent && error.addressRefused) {
        await this.record(() => markUndeliverable(db, message.to, describeError(error)));
      }
      const giveUp = permanent || message.attempts >= retryPolicy.maxAttempts;
      await this.record(() =>
        markAttemptFailed(
          db,
          message,
          describeError(error),
          giveUp ? 'give-up' : { inSeconds: retryDelaySeconds(message.attempts) },
        ),
      );
      logger.warn(
        { err: error, outboxId: message.id, attempts: message.attempts, giveUp },
        'e-mail delivery failed',
      );
      return 'failed';
    }
    if (this.serverUnreachable) logger.warn('the mail server answers again: sending the held mail');
    this.serverUnreachable = false;
    return 'sent';
  }

  private async hold(message: ClaimedMessage, error: MailServerUnreachable) {
    if (!this.serverUnreachable) {
      this.options.logger.warn({ err: error }, 'the mail server cannot be reached: mail is held');
    }
    this.serverUnreachable = true;
    await this.record(() => releaseClaim(this.options.db, message, describeError(error)));
    return 'held' as const;
  }

  /**
   * Records what happened to a send, waiting out a database outage for as long as the lease
   * holds: a message sent but not recorded would go out again once the lease ran out.
   */
  private async record(write: () => Promise<unknown>) {
    const until = Date.now() + leaseSeconds * 1000;
    for (let waitMs = 100; ; waitMs = Math.min(waitMs * 2, 5_000)) {
      try {
        return await write();
      } catch (error) {
        if (!isDatabaseUnreachable(error) || this.loop.closing || Date.now() > until) throw error;
        await sleep(waitMs);
      }
    }
  }
}
