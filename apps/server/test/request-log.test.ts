import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startServer, type ServerProcess } from './support/server-process';

/**
 * The real server's request log, as an operator would read it. It runs at debug, so the lines
 * pages and files write are seen; pino keeps a line at info when its level is 30 or more.
 */
let server: ServerProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'osi-request-log-'));
  server = await startServer({
    NODE_ENV: 'test',
    LOG_LEVEL: 'debug',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SEED_DEMO_DATA: 'false',
  });
});
afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

type Line = { level: number; msg: string; reqId?: string; req?: { url: string; route?: string } };

const requestLines = () =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Line)
    .filter((line) => line.msg === 'request completed');

const linesFor = (url: string) => requestLines().filter((line) => line.req?.url === url);

it('never writes the secret of an e-mailed link', async () => {
  const secret = 'SecretLinkToken0123456789abcdefghijklmnopq';
  const pages = ['reset-password', 'newsletter/confirm', 'event-registration', 'admin/invitation'];
  for (const page of pages) await fetch(`${server.baseUrl}/${page}/${secret}?from=mail`);
  await fetch(`${server.baseUrl}/api/newsletter/unsubscribe/${secret}`, { method: 'POST' });
  await fetch(`${server.baseUrl}/api/staff-invitations/${secret}`);
  await vi.waitFor(
    () => expect(server.output()).toContain('"url":"/api/staff-invitations/[redacted]"'),
    { timeout: 10_000, interval: 50 },
  );
  expect(server.output()).toContain('"url":"/api/newsletter/unsubscribe/[redacted]"');
  expect(server.output()).toContain('"url":"/reset-password/[redacted]?from=mail"');
  expect(server.output()).toContain('"url":"/admin/invitation/[redacted]?from=mail"');
  expect(server.output()).not.toContain(secret);
});

it('writes one info line per API request and none for files or pages', async () => {
  const api = '/api/health/live?probe=request-log';
  for (let count = 0; count < 5; count++) await fetch(`${server.baseUrl}${api}`);
  const others = ['/assets/app-0000.js', '/favicon.ico', '/about-us?probe=request-log'];
  for (const other of others) await fetch(`${server.baseUrl}${other}`);
  await vi.waitFor(() => expect(linesFor(others.at(-1)!)).toHaveLength(1), {
    timeout: 10_000,
    interval: 50,
  });

  const apiLines = linesFor(api);
  expect(apiLines).toHaveLength(5);
  for (const line of apiLines) {
    expect(line).toMatchObject({
      level: 30,
      req: { method: 'GET', route: '/api/health/live' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  }
  for (const other of others) {
    expect(linesFor(other).map((line) => line.level)).toEqual([20]);
  }
});
