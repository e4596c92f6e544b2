import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startServer, type ServerProcess } from './support/server-process';

/** The real server's request log, as an operator would read it. */
let server: ServerProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'osi-request-log-'));
  server = await startServer({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
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

it('never writes the secret of a reset or newsletter link', async () => {
  const secret = 'SecretLinkToken0123456789abcdefghijklmnopq';
  for (const page of ['reset-password', 'newsletter/confirm', 'newsletter/unsubscribe']) {
    await fetch(`${server.baseUrl}/${page}/${secret}?from=mail`);
  }
  await fetch(`${server.baseUrl}/api/newsletter/unsubscribe/${secret}`, { method: 'POST' });
  await vi.waitFor(
    () => expect(server.output()).toContain('"url":"/api/newsletter/unsubscribe/[redacted]"'),
    { timeout: 10_000, interval: 50 },
  );
  expect(server.output()).toContain('"url":"/reset-password/[redacted]?from=mail"');
  expect(server.output()).toContain('"url":"/newsletter/confirm/[redacted]?from=mail"');
  expect(server.output()).not.toContain(secret);
});
