import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { unusedPort } from '../../../test/support/network';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink';
import { createTestDatabase } from '../../../test/support/test-database';
import { enqueueMail } from './outbox';
import { claimDueMessages, releaseLostClaim } from './outbox.repository';
import {
  retryPolicy,
  OutboxSender,
  retryDelaySeconds,
  type OutboxSenderOptions,
} from './outbox-sender';
import { createSmtpTransport } from './smtp-transport';

let database: DatabaseHandle;
let sink: SmtpSink;
beforeAll(async () => {
  [database, sink] = await Promise.all([createTestDatabase(), startSmtpSink()]);
});
afterAll(async () => {
  await Promise.all([database.close(), sink.close()]);
});
beforeEach(async () => {
  await database.db.delete(outboxMessages);
});

const from = 'OSI Test <no-reply@osi.test>';
const quiet = { warn: () => undefined, error: () => undefined };
const smtpTo = (url: string) => createSmtpTransport({ url, from });
const sender = (url: string, options: Partial<OutboxSenderOptions> = {}) =>
  new OutboxSender({ db: database.db, transport: smtpTo(url), logger: quiet, ...options });

const rowOf = async (id: string) => {
  const [row] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row!;
};
const makeDue = (id: string) =>
  database.db
    .update(outboxMessages)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(outboxMessages.id, id));
const secondsUntil = (date: Date) => (date.getTime() - Date.now()) / 1000;

describe('enqueueMail and OutboxSender over SMTP', () => {
  it('delivers an enqueued message once and marks it sent', async () => {
    const mail = {
      to: 'asha.rao@example.org',
      subject: 'Your OSI code — ₹ fee received',
      text: 'Dear Dr. Rāo,\n\nYour verification code is 481 516.\nIt expires in 10 minutes.',
      html: '<p>Dear Dr. Rāo,</p><p>Your verification code is <b>481 516</b>.</p>',
    };
    const { id } = await enqueueMail(database.db, mail);

    expect(await sender(sink.url).processDue()).toEqual({ sent: 1, failed: 0 });
    expect(await sink.waitFor(mail.to)).toEqual({
      from,
      to: [mail.to],
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${id}@osi.test>`,
      attachments: [],
    });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);

    expect(await sender(sink.url).processDue()).toEqual({ sent: 0, failed: 0 });
    expect(sink.received.filter((received) => received.to.includes(mail.to))).toHaveLength(1);
  });

  it('carries the allowed extra headers to the SMTP server', async () => {
    const { id } = await enqueueMail(database.db, {
      to: 'reader@example.org',
      subject: 'Newsletter',
      text: 'News.',
      headers: {
        'List-Unsubscribe': '<https://osi.example.org/api/newsletter/unsubscribe/abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'Reply-To': 'asha@example.org',
      },
    });
    expect(await sender(sink.url).processDue()).toEqual({ sent: 1, failed: 0 });
    expect(await sink.waitFor('reader@example.org')).toMatchObject({
      messageId: `<${id}@osi.test>`,
      listUnsubscribe: '<https://osi.example.org/api/newsletter/unsubscribe/abc>',
      listUnsubscribePost: 'List-Unsubscribe=One-Click',
      replyTo: 'asha@example.org',
    });
  });

  it('refuses headers outside the allowlist and headers that break a line', async () => {
    for (const headers of [
      { Bcc: 'victim@example.org' },
      { 'Reply-To': 'a@example.org\r\nBcc: victim@example.org' },
    ]) {
      await expect(
        enqueueMail(database.db, {
          to: 'a@example.org',
          subject: 'Hi',
          text: 'Hello',
          headers: headers as never,
        }),
      ).rejects.toThrow();
    }
    expect(await database.db.select().from(outboxMessages)).toEqual([]);
  });

  it('refuses a malformed message before it reaches the outbox', async () => {
    await expect(
      enqueueMail(database.db, { to: 'not-an-address', subject: 'Hi', text: 'Hello' }),
    ).rejects.toThrow();
    await expect(
      enqueueMail(database.db, {
        to: 'a@example.org',
        subject: 'Hi\r\nBcc: victim@example.org',
        text: 'Hello',
      }),
    ).rejects.toThrow();
    expect(await database.db.select().from(outboxMessages)).toEqual([]);
  });

  it('holds the mail while the server cannot be reached, counting no attempt, until it answers', async () => {
    const port = await unusedPort();
    const addresses = Array.from({ length: 12 }, (_, index) => `held${index}@example.org`);
    for (const to of addresses)
      await enqueueMail(database.db, { to, subject: 'Welcome', text: 'Hi' });
    const warnings: string[] = [];
    const logger = {
      warn: (...args: unknown[]) => void warnings.push(String(args.at(-1))),
      error: () => undefined,
    };
    const down = sender(`smtp://127.0.0.1:${port}?ignoreTLS=true`, { batchSize: 5, logger });
    const rows = () => database.db.select().from(outboxMessages);
    const tried = async () => (await rows()).filter((row) => row.lastError !== null);

    // The first batch finds the server down, and the run stops there.
    expect(await down.processDue()).toEqual({ sent: 0, failed: 0 });
    expect(await tried()).toHaveLength(5);
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'pending', attempts: 0, sentAt: null });
      expect(secondsUntil(row.nextAttemptAt)).toBeLessThan(1);
    }
    expect((await tried())[0]!.lastError).toMatch(/ECONNREFUSED/);

    // While it stays down, each run tries one message.
    expect(await down.processDue()).toEqual({ sent: 0, failed: 0 });
    expect(await tried()).toHaveLength(6);
    expect((await rows()).every((row) => row.attempts === 0)).toBe(true);
    expect(warnings).toEqual(['the mail server cannot be reached: mail is held']);

    const server = await startSmtpSink({ port });
    try {
      expect(await down.processDue()).toEqual({ sent: 12, failed: 0 });
      expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
      expect(server.received.map((mail) => mail.to[0]).sort()).toEqual([...addresses].sort());
      expect(warnings.at(-1)).toBe('the mail server answers again: sending the held mail');
    } finally {
      await server.close();
    }
  });

  it('backs off exponentially and gives up as failed after the last attempt', async () => {
    const { id } = await enqueueMail(database.db, {
      to: 'never@example.org',
      subject: 'Receipt',
      text: 'Your receipt.',
    });
    const busy = await startSmtpSink({
      answer: () =>
        Promise.reject(Object.assign(new Error('4.3.2 Try again later'), { responseCode: 451 })),
    });
    const down = sender(busy.url);
    try {
      const waits: number[] = [];
      for (let attempt = 1; attempt < retryPolicy.maxAttempts; attempt += 1) {
        expect(await down.processDue()).toEqual({ sent: 0, failed: 1 });
        const row = await rowOf(id);
        expect(row).toMatchObject({ status: 'pending', attempts: attempt });
        waits.push(Math.round(secondsUntil(row.nextAttemptAt) / 10) * 10);
        await makeDue(id);
      }
      expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
      expect(waits).toEqual(waits.map((_, index) => retryDelaySeconds(index + 1)));

      expect(await down.processDue()).toEqual({ sent: 0, failed: 1 });
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'failed', attempts: retryPolicy.maxAttempts });
      expect(row.lastError).toMatch(/451/);

      await makeDue(id);
      expect(await sender(sink.url).processDue()).toEqual({ sent: 0, failed: 0 });
      await expect(sink.waitFor('never@example.org', 200)).rejects.toThrow();
    } finally {
      await busy.close();
    }
  });

  it('leaves a claimed message alone while its lease runs, then retries it', async () => {
    const { id } = await enqueueMail(database.db, {
      to: 'crashed@example.org',
      subject: 'Leased',
      text: 'Claimed by a sender that then died.',
    });
    expect(await claimDueMessages(database.db, 10, 600, randomUUID())).toHaveLength(1);
    expect(secondsUntil((await rowOf(id)).nextAttemptAt)).toBeGreaterThan(590);

    expect(await sender(sink.url).processDue()).toEqual({ sent: 0, failed: 0 });
    await makeDue(id);
    expect(await sender(sink.url).processDue()).toEqual({ sent: 1, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives back what a claim took when its answer was lost, and nothing another claim took', async () => {
    const lost = await enqueueMail(database.db, {
      to: 'lost@example.org',
      subject: 'Lost',
      text: 'x',
    });
    const lostClaim = randomUUID();
    // The claim commits; its answer never reaches the sender (the connection ended).
    await claimDueMessages(database.db, 1, 600, lostClaim);
    const held = await enqueueMail(database.db, {
      to: 'held@example.org',
      subject: 'Held',
      text: 'y',
    });
    await claimDueMessages(database.db, 1, 600, randomUUID());

    await releaseLostClaim(database.db, lostClaim);
    expect(await rowOf(lost.id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(secondsUntil((await rowOf(lost.id)).nextAttemptAt)).toBeLessThan(1);
    expect(secondsUntil((await rowOf(held.id)).nextAttemptAt)).toBeGreaterThan(590);
    expect(await sender(sink.url).processDue()).toEqual({ sent: 1, failed: 0 });
    expect(await rowOf(lost.id)).toMatchObject({ status: 'sent', attempts: 1 });
    // Given back once only: a later claim of the same message is not undone by the old one.
    await releaseLostClaim(database.db, lostClaim);
    expect(await rowOf(lost.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('never sends a message written in a transaction that rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: 'ghost@example.org', subject: 'Approved', text: 'Approved.' });
        throw new Error('the change failed after the mail was written');
      }),
    ).rejects.toThrow('the change failed');
    await database.db.transaction(async (tx) => {
      await enqueueMail(tx, { to: 'kept@example.org', subject: 'Approved', text: 'Approved.' });
    });

    expect(await sender(sink.url).processDue()).toEqual({ sent: 1, failed: 0 });
    await sink.waitFor('kept@example.org');
    expect(sink.received.some((mail) => mail.to.includes('ghost@example.org'))).toBe(false);
  });

  it('sends each message exactly once when two senders run at the same time', async () => {
    const addresses = Array.from({ length: 40 }, (_, index) => `concurrent-${index}@example.org`);
    for (const to of addresses) await enqueueMail(database.db, { to, subject: 'Race', text: to });
    const first = sender(sink.url, { batchSize: 2 });
    const second = sender(sink.url, { batchSize: 2 });

    const reports = await Promise.all([first.processDue(), second.processDue()]);

    expect(reports[0].sent + reports[1].sent).toBe(addresses.length);
    await Promise.all(addresses.map((address) => sink.waitFor(address)));
    for (const address of addresses) {
      expect(sink.received.filter((mail) => mail.to.includes(address))).toHaveLength(1);
    }
    const rows = await database.db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.to, addresses));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe('a message sent again', () => {
  it('carries the same Message-ID on every attempt, so the copies are recognised as one', async () => {
    let answered = 0;
    const flaky = await startSmtpSink({
      answer: async () => {
        answered += 1;
        if (answered === 1) throw new Error('451 stored, then lost the connection');
      },
    });
    try {
      const { id } = await enqueueMail(database.db, {
        to: 'twice@example.org',
        subject: 'Receipt',
        text: 'Your receipt.',
      });
      expect(await sender(flaky.url).processDue()).toEqual({ sent: 0, failed: 1 });
      await makeDue(id);
      expect(await sender(flaky.url).processDue()).toEqual({ sent: 1, failed: 0 });

      expect(flaky.received.map((mail) => mail.messageId)).toEqual([
        `<${id}@osi.test>`,
        `<${id}@osi.test>`,
      ]);
    } finally {
      await flaky.close();
    }
  });
});

describe('OutboxSender.start', () => {
  it('polls in the background until stopped', async () => {
    const polling = sender(sink.url, { pollIntervalMs: 20 });
    polling.start();
    try {
      await enqueueMail(database.db, { to: 'polled@example.org', subject: 'Polled', text: 'Hi' });
      expect((await sink.waitFor('polled@example.org')).subject).toBe('Polled');
    } finally {
      await polling.stop();
    }
    const { id } = await enqueueMail(database.db, {
      to: 'after-stop@example.org',
      subject: 'Late',
      text: 'Hi',
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await rowOf(id)).status).toBe('pending');
  });
});
