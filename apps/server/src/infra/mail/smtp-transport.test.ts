import { afterEach, beforeEach, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink';
import { createSmtpTransport } from './smtp-transport';

let sink: SmtpSink;
beforeEach(async () => {
  sink = await startSmtpSink();
});
afterEach(() => sink.close());

const mailTo = (index: number) => ({
  to: `reminder-${index}@example.org`,
  subject: 'Your membership ends soon',
  text: 'Renew it from your dashboard.',
});

it('sends a batch over a few kept connections, and closing ends them', async () => {
  const transport = createSmtpTransport({ url: sink.url, from: 'OSI <no-reply@osi.test>' });

  await Promise.all(
    Array.from({ length: 12 }, (_, index) => transport.send(mailTo(index), `batch-${index}`)),
  );
  expect(sink.received).toHaveLength(12);
  const openedForTheBatch = sink.connections.opened;
  expect(openedForTheBatch).toBeGreaterThan(0);
  expect(openedForTheBatch).toBeLessThanOrEqual(5);

  for (const index of [12, 13, 14]) await transport.send(mailTo(index), `later-${index}`);
  expect(sink.received).toHaveLength(15);
  expect(sink.connections.opened).toBe(openedForTheBatch);

  transport.close();
  await expect.poll(() => sink.connections.open).toBe(0);
});
