import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../../app';
import { outboxMessages } from '../../db/schema';
import { startSmtpSink } from '../../../test/support/smtp-sink';
import { testConfig } from '../../../test/support/test-app';
import { createTestDatabase } from '../../../test/support/test-database';
import { enqueueMail } from './outbox';

it('records a send in progress at shutdown before the database closes, so it is not sent again, and ends its connections', async () => {
  let inFlight!: () => void;
  const sending = new Promise<void>((resolve) => (inFlight = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const sink = await startSmtpSink({
    answer: () => {
      inFlight();
      return held;
    },
  });
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig({ smtpUrl: sink.url }),
    database,
    infra: { outboxPollIntervalMs: 10 },
  });
  let statusWhenTheDatabaseClosed: string | undefined;
  // As server.ts does: the database closes when the app has closed.
  app.addHook('onClose', async () => {
    const [row] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    statusWhenTheDatabaseClosed = row?.status;
    await database.close();
  });
  await app.ready();
  const { id } = await enqueueMail(app.db, {
    to: 'shutdown@example.org',
    subject: 'Approved',
    text: 'Your membership is approved.',
  });

  await sending;
  const closing = app.close();
  release();
  await closing;
  await expect.poll(() => sink.connections.open).toBe(0);
  await sink.close();

  expect(sink.received.map((mail) => mail.to)).toEqual([['shutdown@example.org']]);
  expect(statusWhenTheDatabaseClosed).toBe('sent');
});
