import { randomUUID } from 'node:crypto';
import { and, desc, eq, getTableColumns, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { pageOfRows } from '../../db/page-of-rows';
import { outboxMessages, undeliverableAddresses } from '../../db/schema';
import { containing } from '../../lib/like-pattern';
import type { OutgoingMail } from './mail-transport';

export type OutboxMessage = typeof outboxMessages.$inferSelect;

const secondsFromNow = (seconds: number) => sql`now() + ${`${seconds} seconds`}::interval`;

/** Writes the messages in one statement; ids are made here, so each mail's id is known. */
export const insertOutboxMessages = async (db: Executor, mails: OutgoingMail[]) => {
  const rows = mails.map((mail) => ({
    id: randomUUID(),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    headers: mail.headers ?? null,
    attachments: mail.attachments ?? null,
  }));
  if (rows.length > 0) await db.insert(outboxMessages).values(rows);
  return rows.map(({ id }) => ({ id }));
};

/** A claimed message, with why its address is no longer mailed (null when it may be). */
export type ClaimedMessage = OutboxMessage & { undeliverable: string | null };

/**
 * Takes up to `limit` due messages for this process in one statement: rows another process has
 * locked are skipped, and the ones taken are leased (next attempt pushed back, attempt counted)
 * as they are locked, so no other sender picks them up while this one is sending. Each comes
 * with its address's undeliverable reason, if any.
 */
export const claimDueMessages = (
  db: Database,
  limit: number,
  leaseSeconds: number,
  claim: string,
): Promise<ClaimedMessage[]> => {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, sql`now()`)))
    .orderBy(outboxMessages.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({
      attempts: sql`${outboxMessages.attempts} + 1`,
      nextAttemptAt: secondsFromNow(leaseSeconds),
      claim,
    })
    .where(inArray(outboxMessages.id, due))
    .returning({
      ...getTableColumns(outboxMessages),
      undeliverable: sql<
        string | null
      >`(select ${undeliverableAddresses.reason} from ${undeliverableAddresses} where ${undeliverableAddresses.email} = lower(${outboxMessages.to}))`,
    });
};

/** Records the messages as sent. */
export const markSent = (db: Executor, ids: string[]) =>
  db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: sql`now()` })
    .where(and(inArray(outboxMessages.id, ids), eq(outboxMessages.status, 'pending')));

type Claim = Pick<OutboxMessage, 'id' | 'attempts'>;

/**
 * The claimed message, unless the lease ran out and another sender has claimed it since (its
 * attempt count moved on): then that sender's outcome is the one that counts.
 */
const stillClaimedBy = (claim: Claim) =>
  and(
    eq(outboxMessages.id, claim.id),
    eq(outboxMessages.status, 'pending'),
    eq(outboxMessages.attempts, claim.attempts),
  );

/** Records a failed attempt of a message still claimed (`stillClaimedBy`). */
export const markAttemptFailed = (
  db: Executor,
  claim: Claim,
  lastError: string,
  retry: { inSeconds: number } | 'give-up',
) =>
  db
    .update(outboxMessages)
    .set(
      retry === 'give-up'
        ? { status: 'failed', lastError }
        : { lastError, nextAttemptAt: secondsFromNow(retry.inSeconds) },
    )
    .where(stillClaimedBy(claim));

/**
 * Hands a message still claimed back, due now and its attempt not counted: it was not tried,
 * since the mail server could not be reached.
 */
export const releaseClaim = (db: Executor, claim: Claim, lastError: string) =>
  db
    .update(outboxMessages)
    .set({ lastError, attempts: claim.attempts - 1, nextAttemptAt: sql`now()` })
    .where(stillClaimedBy(claim));

/**
 * Hands back, due now and their attempt not counted, the messages a claim took whose answer
 * never reached its sender: the claim committed as the connection was lost. A message claimed
 * again since (its lease ran out) belongs to that later claim.
 */
export const releaseLostClaim = (db: Executor, claim: string) =>
  db
    .update(outboxMessages)
    .set({ attempts: sql`${outboxMessages.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(and(eq(outboxMessages.claim, claim), eq(outboxMessages.status, 'pending')));

export const listOutboxMessages = (
  db: Executor,
  query: { page: number; pageSize: number; search?: string | undefined },
) => {
  const pattern = query.search ? containing(query.search) : undefined;
  const where = pattern
    ? or(ilike(outboxMessages.to, pattern), ilike(outboxMessages.subject, pattern))
    : undefined;
  const order = [desc(outboxMessages.createdAt), desc(outboxMessages.id)];
  return pageOfRows(db, outboxMessages, { where, order }, query);
};

/**
 * Mail still to go out (pending; retrying: its last attempt failed), mail given up on (failed),
 * and how long the oldest unsent message has waited (null when none waits).
 */
export const outboxBacklog = async (db: Executor) => {
  const [row] = await db
    .select({
      pending: sql`count(*) filter (where ${outboxMessages.status} = 'pending')`.mapWith(Number),
      retrying:
        sql`count(*) filter (where ${outboxMessages.status} = 'pending' and ${outboxMessages.lastError} is not null)`.mapWith(
          Number,
        ),
      failed: sql`count(*) filter (where ${outboxMessages.status} = 'failed')`.mapWith(Number),
      oldestPendingSeconds: sql<
        number | null
      >`extract(epoch from now() - min(${outboxMessages.createdAt}) filter (where ${outboxMessages.status} = 'pending'))::float8`,
    })
    .from(outboxMessages)
    .where(inArray(outboxMessages.status, ['pending', 'failed']));
  return row!;
};

/** Records that a server refused the address for good; the first reason is kept. */
export const markUndeliverable = (db: Executor, email: string, reason: string) =>
  db
    .insert(undeliverableAddresses)
    .values({ email: email.toLowerCase(), reason })
    .onConflictDoNothing();

/** Why mail to each of the addresses is no longer sent, by lower-case address. */
export const undeliverableReasons = async (db: Executor, emails: string[]) => {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select()
          .from(undeliverableAddresses)
          .where(inArray(undeliverableAddresses.email, wanted));
  return new Map(rows.map((row) => [row.email, row.reason]));
};
