import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readinessResponseSchema, type ReadinessResponse } from '@osi/shared';
import { buildApp } from '../../app';
import { connectPostgres } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { Config } from '../../config';
import { startSilentServer, unusedPort } from '../../../test/support/network';
import { startS3StandIn } from '../../../test/support/s3-stand-in';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink';
import { createTestApp, testConfig, type TestApp } from '../../../test/support/test-app';

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'osi-readiness-'));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
const appWith = async (overrides: Partial<Config> = {}) => {
  const app = await createTestApp({ dataDir, ...overrides });
  apps.push(app);
  return app;
};

const readiness = async (app: TestApp) => {
  const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
  return { statusCode: response.statusCode, body: readinessResponseSchema.parse(response.json()) };
};
const notReadyFor = (...failing: ReadinessResponse['failing']) => ({
  statusCode: 503,
  body: expect.objectContaining({ status: 'not_ready', failing }),
});

it('is ready with the database answering and storage writable, and leaves the probe file behind nowhere', async () => {
  const app = await appWith();
  const { statusCode, body } = await readiness(app);
  expect(statusCode).toBe(200);
  expect(body).toEqual({
    status: 'ready',
    failing: [],
    checks: {
      database: { status: 'ok' },
      redis: { status: 'skipped', detail: 'REDIS_URL is not set' },
      storage: { status: 'ok' },
      mail: { status: 'skipped', detail: 'SMTP_URL is not set: e-mail is not sent' },
    },
  });
  expect(await fs.readdir(path.join(dataDir, 'uploads', 'private', 'health-probe'))).toEqual([]);
});

it('is not ready when storage cannot be written, naming storage', async () => {
  const file = path.join(dataDir, 'a-file-not-a-folder');
  await fs.writeFile(file, '');
  const app = await appWith({ dataDir: file });
  expect(await readiness(app)).toEqual(notReadyFor('storage'));
  expect((await readiness(app)).body.checks.storage).toEqual({
    status: 'failing',
    detail: 'File storage did not take a test file.',
  });
});

it('probes S3 storage with a write and a delete, and is not ready once the store is gone', async () => {
  const standIn = await startS3StandIn();
  const app = await appWith({
    s3: standIn.settings,
  });
  expect((await readiness(app)).body.checks.storage).toEqual({ status: 'ok' });
  expect(standIn.requests.map((request) => request.replace(/[0-9a-f-]{36}/, 'ID'))).toEqual([
    `PUT /${standIn.bucket}/private/health-probe/ID`,
    `DELETE /${standIn.bucket}/private/health-probe/ID`,
  ]);
  expect(standIn.objects.size).toBe(0);

  await standIn.close();
  expect(await readiness(app)).toEqual(notReadyFor('storage'));
});

it('is not ready when Redis does not answer, naming Redis; liveness still answers', async () => {
  const app = await appWith({ redisUrl: `redis://127.0.0.1:${await unusedPort()}` });
  expect(await readiness(app)).toEqual(notReadyFor('redis'));
  const live = await app.inject({ method: 'GET', url: '/api/health/live' });
  expect(live.statusCode).toBe(200);
  expect(live.json()).toEqual({ status: 'ok' });
});

it.runIf(process.env.REDIS_URL)('is ready with a Redis that answers', async () => {
  const app = await appWith({ redisUrl: process.env.REDIS_URL });
  const { statusCode, body } = await readiness(app);
  expect(statusCode).toBe(200);
  expect(body.checks.redis).toEqual({ status: 'ok' });
});

describe('the e-mail backlog', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  const queueMail = (app: TestApp, waitedMinutes: number) =>
    app.db.insert(outboxMessages).values({
      to: 'member@example.org',
      subject: 'Your application',
      text: 'Waiting for the SMTP server',
      attempts: 3,
      lastError: 'connect ECONNREFUSED',
      createdAt: new Date(Date.now() - waitedMinutes * 60_000),
      nextAttemptAt: new Date(Date.now() + 60 * 60_000),
    });

  it('makes the site not ready once the oldest unsent e-mail is older than the limit', async () => {
    const app = await appWith({ smtpUrl: sink.url, readyMailMaxAgeMinutes: 60 });
    await queueMail(app, 5);
    expect((await readiness(app)).statusCode).toBe(200);

    await queueMail(app, 125);
    const { statusCode, body } = await readiness(app);
    expect({ statusCode, body }).toEqual(notReadyFor('mail'));
    expect(body.checks.mail).toEqual({
      status: 'failing',
      detail: 'The oldest unsent e-mail has waited 125 minutes (limit 60).',
    });
  });

  it('leaves mail out when the limit is 0', async () => {
    const app = await appWith({ smtpUrl: sink.url, readyMailMaxAgeMinutes: 0 });
    await queueMail(app, 600);
    const { statusCode, body } = await readiness(app);
    expect(statusCode).toBe(200);
    expect(body.checks.mail.status).toBe('skipped');
  });
});

it('is not ready within three seconds when the database does not answer, naming the database', async () => {
  const silent = await startSilentServer();
  const database = connectPostgres(silent.url, { connectMs: 60_000, queryMs: 60_000 });
  // Razorpay's gateway, unlike the sandbox's, needs no database to start.
  const razorpay = { keyId: 'rzp_test_ready', keySecret: 'secret', webhookSecret: 'hook' };
  const stranded = await buildApp({ config: testConfig({ razorpay, dataDir }), database });
  try {
    const started = Date.now();
    const response = await stranded.inject({ method: 'GET', url: '/api/health/ready' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      failing: ['database'],
      checks: { database: { status: 'failing', detail: 'The database is not answering.' } },
    });
    expect((await stranded.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(
      200,
    );
  } finally {
    await stranded.close();
    await silent.close();
    await database.close().catch(() => undefined);
  }
});
