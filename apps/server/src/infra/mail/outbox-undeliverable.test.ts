import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { outboxMessages, undeliverableAddresses } from '../../db/schema';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink';
import { createTestDatabase } from '../../../test/support/test-database';
import { enqueueMail } from './outbox';
import { OutboxSender } from './outbox-sender';
import { createSmtpTransport } from './smtp-transport';

const gone = 'moved.away@example.org';
const refusals: string[] = [];
let database: DatabaseHandle;
let sink: SmtpSink;
let sender: OutboxSender;
beforeAll(async () => {
  [database, sink] = await Promise.all([
    createTestDatabase(),
    startSmtpSink({
      refuses: (address) => {
        if (address !== gone) return false;
        refusals.push(address);
        return true;
      },
    }),
  ]);
  const quiet = { warn: () => undefined, error: () => undefined };
  const transport = createSmtpTransport({ url: sink.url, from: 'OSI <no-reply@osi.test>' });
  sender = new OutboxSender({ db: database.db, transport, logger: quiet });
});
afterAll(async () => {
  await Promise.all([database.close(), sink.close()]);
});

const rowOf = async (id: string) =>
  (await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
const mailTo = (to: string) => enqueueMail(database.db, { to, subject: 'Renewal', text: 'Hello' });

it('gives up at once on a permanent rejection, marks the address and never mails it again', async () => {
  const refused = await mailTo(gone);
  const delivered = await mailTo('stays@example.org');
  expect(await sender.processDue()).toEqual({ sent: 1, failed: 1 });
  expect(await rowOf(refused.id)).toMatchObject({ status: 'failed', attempts: 1 });
  expect((await rowOf(refused.id)).lastError).toMatch(/550/);
  expect((await rowOf(delivered.id)).status).toBe('sent');
  const [mark] = await database.db.select().from(undeliverableAddresses);
  expect(mark).toMatchObject({ email: gone });
  expect(mark!.reason).toMatch(/Mailbox unavailable/);

  const again = await mailTo('Moved.Away@example.org');
  expect(await sender.processDue()).toEqual({ sent: 0, failed: 1 });
  expect(refusals).toHaveLength(1);
  expect(await rowOf(again.id)).toMatchObject({ status: 'failed' });
  expect((await rowOf(again.id)).lastError).toMatch(/^Not sent: address undeliverable/);

  const changed = await mailTo('moved.here@example.org');
  expect(await sender.processDue()).toEqual({ sent: 1, failed: 0 });
  expect((await sink.waitFor('moved.here@example.org')).subject).toBe('Renewal');
  expect((await rowOf(changed.id)).status).toBe('sent');
});
