import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { connectPostgres, type DatabaseHandle } from '../src/db/client';
import { addDays, societyDay } from '@osi/shared';
import { membershipReminders, outboxMessages } from '../src/db/schema';
import { enqueueMail } from '../src/infra/mail';
import { insertMember } from './support/fixtures';
import { startCuttableProxy } from './support/network';
import { startServer, type ServerProcess } from './support/server-process';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { adminQuery, templateDatabaseName, withDatabase } from './support/template-database';

/**
 * DESIGN.md: identical app processes behind a load balancer share one PostgreSQL and one Redis.
 * Two real server processes prove it. It needs PostgreSQL (the suite's DATABASE_URL) and
 * REDIS_URL; .ci/run provides both, and in CI a missing REDIS_URL is an error, not a skip.
 */
const databaseUrl = inject('databaseUrl');
const redisUrl = process.env.REDIS_URL;
if (databaseUrl && !redisUrl && process.env.CI === 'true') {
  throw new Error('REDIS_URL is not set: the scale-out test needs Redis on the PostgreSQL run');
}

const admin = { email: 'scale-admin@example.org', password: 'Scale#Admin2025' };
const json = { 'content-type': 'application/json' };

const applicationName = 'osi_scale_out';

let database: DatabaseHandle;
let databaseName: string;
/** The servers reach PostgreSQL through it, so the test can restart the database under them. */
let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
let sink: SmtpSink;
let first: ServerProcess;
let second: ServerProcess;

describe.runIf(databaseUrl && redisUrl)('two server processes on one database', () => {
  beforeAll(async () => {
    databaseName = `osi_test_scale_${randomBytes(6).toString('hex')}`;
    await adminQuery(
      databaseUrl,
      `CREATE DATABASE ${databaseName} TEMPLATE ${templateDatabaseName(databaseUrl)}`,
    );
    const url = withDatabase(databaseUrl, databaseName);
    database = connectPostgres(url);
    proxy = await startCuttableProxy(url);
    const serversUrl = new URL(proxy.url);
    serversUrl.searchParams.set('application_name', applicationName);
    sink = await startSmtpSink();
    // Counters left by an earlier run would be shared too: start from none.
    const redis = new Redis(redisUrl!);
    const stale = await redis.keys('osi-rate-limit:*');
    if (stale.length > 0) await redis.del(...stale);
    await redis.quit();

    const settings = {
      NODE_ENV: 'production',
      DATABASE_URL: serversUrl.toString(),
      REDIS_URL: redisUrl,
      SMTP_URL: sink.url,
      RAZORPAY_KEY_ID: 'rzp_test_scale_out',
      RAZORPAY_KEY_SECRET: 'scale-out-secret',
      SERVER_SECRET: 'scale-out secret of at least 32 characters',
      // The seeded Owner signs in with a password only: two-factor is not what this test is about.
      ADMIN_TWO_FACTOR: 'optional',
      DATA_DIR: path.join(os.tmpdir(), 'osi-scale-out-data'),
      SEED_DEMO_DATA: 'false',
      SEED_ADMIN_EMAIL: admin.email,
      SEED_ADMIN_PASSWORD: admin.password,
    };
    first = await startServer(settings);
    second = await startServer(settings);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await Promise.all([sink?.close(), database?.close(), proxy?.close()]);
    if (databaseName) {
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    }
  });

  /** As a PostgreSQL restart looks from the servers: their connections end, new ones fail a while. */
  const restartDatabase = async () => {
    proxy.cut();
    try {
      const watcher = new pg.Client({ connectionString: databaseUrl });
      await watcher.connect();
      await watcher
        .query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2',
          [databaseName, applicationName],
        )
        .finally(() => watcher.end());
      for (const server of [first, second]) {
        expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(503);
      }
    } finally {
      proxy.restore();
    }
  };

  it('delivers a burst of 200 outbox messages exactly once in all, across a database restart', async () => {
    const addresses = Array.from({ length: 200 }, (_, index) => `burst-${index}@example.org`);
    await database.db.transaction(async (tx) => {
      for (const to of addresses) await enqueueMail(tx, { to, subject: 'Burst', text: to });
    });

    await vi.waitFor(
      () =>
        expect(
          sink.received.filter((mail) => addresses.includes(mail.to[0]!)).length,
        ).toBeGreaterThan(40),
      { timeout: 15_000, interval: 20 },
    );
    await restartDatabase();
    await Promise.all(addresses.map((address) => sink.waitFor(address, 15_000)));
    // A sender records a message as sent just after the sink took it: wait for the records too.
    const rows = await vi.waitFor(
      async () => {
        const recorded = await database.db
          .select({ status: outboxMessages.status, attempts: outboxMessages.attempts })
          .from(outboxMessages)
          .where(inArray(outboxMessages.to, addresses));
        expect(recorded.filter((row) => row.status === 'pending')).toEqual([]);
        return recorded;
      },
      { timeout: 15_000, interval: 50 },
    );

    expect(rows).toHaveLength(addresses.length);
    expect(rows.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);
    const burst = sink.received.filter((mail) => addresses.includes(mail.to[0]!));
    expect(burst).toHaveLength(addresses.length);
    expect(new Set(burst.map((mail) => mail.messageId)).size).toBe(addresses.length);
  });

  const adminCookie = async (server: ServerProcess) => {
    const signIn = await fetch(`${server.baseUrl}/api/auth/admin/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(admin),
    });
    expect(signIn.status).toBe(200);
    return signIn.headers
      .getSetCookie()
      .map((setCookie) => setCookie.split(';')[0])
      .join('; ');
  };

  it('sends each membership reminder once, with both processes running the pass at once', async () => {
    const ending = addDays(societyDay(), 7);
    const due = await Promise.all(
      Array.from({ length: 150 }, (_, index) =>
        insertMember(database.db, {
          email: `renew-${index}@example.org`,
          status: 'approved',
          mobileNo: '',
          memberSince: '2025-01-01',
          validUntil: ending,
        }),
      ),
    );
    const addresses = due.map((member) => member.email);
    const cookie = await adminCookie(first);
    const runPass = async (server: ServerProcess) => {
      const response = await fetch(`${server.baseUrl}/api/admin/renewals-due/reminders`, {
        method: 'POST',
        headers: { cookie, ...json },
        body: JSON.stringify({ run: true }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { sent: number }).sent;
    };

    const sent = await Promise.all([first, second, first, second].map(runPass));
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(addresses.length);

    const reminders = await database.db
      .select()
      .from(membershipReminders)
      .where(
        inArray(
          membershipReminders.memberId,
          due.map((member) => member.id),
        ),
      );
    expect(reminders).toHaveLength(addresses.length);
    await Promise.all(addresses.map((address) => sink.waitFor(address, 15_000)));
    const queued = await database.db
      .select({ to: outboxMessages.to })
      .from(outboxMessages)
      .where(inArray(outboxMessages.to, addresses));
    expect(queued).toHaveLength(addresses.length);
    // What a restarted process's first pass does: nothing more for these terms.
    expect(await Promise.all([first, second].map(runPass))).toEqual([0, 0]);
  });

  it('accepts a session made on one process on the other, and ends it on both', async () => {
    const cookie = await adminCookie(first);
    const adminOn = async (server: ServerProcess) => {
      const response = await fetch(`${server.baseUrl}/api/session`, { headers: { cookie } });
      return ((await response.json()) as { admin: { email: string } | null }).admin;
    };

    expect(await adminOn(second)).toMatchObject({ email: admin.email });
    const signOut = await fetch(`${second.baseUrl}/api/auth/admin/logout`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(signOut.status).toBe(204);
    expect(await adminOn(first)).toBeNull();
  });

  it("counts one address's requests against one limit, whichever process answers", async () => {
    const attempt = (server: ServerProcess, index: number) =>
      fetch(`${server.baseUrl}/api/auth/member/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: `stranger-${index}@example.org`, password: 'Guess#123456' }),
      });
    const opening = await attempt(first, 0);
    const limit = Number(opening.headers.get('x-ratelimit-limit'));
    expect(limit).toBeGreaterThan(1);

    const statuses = [opening.status];
    for (let index = 1; index < limit; index += 1) {
      statuses.push((await attempt(index % 2 === 1 ? second : first, index)).status);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);

    for (const server of [first, second]) {
      const refused = await attempt(server, limit);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
        'rate_limited',
      );
    }
  });
});
