import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpSink } from '../../apps/server/test/support/smtp-sink';

/**
 * The browser tests' e-mail sink, started by Playwright before the app server: a real SMTP
 * server on loopback, and beside it a small HTTP endpoint on loopback, GET /messages, listing
 * every message received. The line it prints gives Playwright both addresses (see
 * playwright.config.ts).
 */
const sink = await startSmtpSink();

const mailbox = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/messages') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(sink.received));
  } else {
    response.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => mailbox.listen(0, '127.0.0.1', resolve));
const { port } = mailbox.address() as AddressInfo;

console.log(`SMTP sink at ${sink.url} with its mailbox at http://127.0.0.1:${port}`);

const stop = async () => {
  mailbox.close();
  await sink.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
