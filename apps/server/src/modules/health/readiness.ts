import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { ReadinessCheck, ReadinessCheckName, ReadinessResponse } from '@osi/shared';
import { outboxBacklog } from '../../infra/mail/outbox.repository';
import { withDeadline } from '../../lib/deadline';

/** Each check answers within this, so a probe hears back quickly however a dependency hangs. */
export const checkDeadlineMs = 2_000;

const ok: ReadinessCheck = { status: 'ok' };
const skipped = (detail: string): ReadinessCheck => ({ status: 'skipped', detail });
const failing = (detail: string): ReadinessCheck => ({ status: 'failing', detail });

/**
 * Whether this process can serve: the database answers, Redis answers when REDIS_URL is set,
 * storage takes a write and a delete, and no e-mail has waited too long (decision 064). The
 * answer is public, so a failure says which check failed; the error itself goes to the log.
 */
export const createReadiness = (app: FastifyInstance) => {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, {
        lazyConnect: true,
        connectTimeout: checkDeadlineMs,
        maxRetriesPerRequest: 0,
      })
    : undefined;
  // Reported by the check; unheard, ioredis would print every failed reconnection.
  redis?.on('error', () => undefined);
  const probeName = `health-probe/${randomUUID()}`;

  const run = async (
    name: ReadinessCheckName,
    whenThrown: string,
    work: () => Promise<ReadinessCheck>,
  ) => {
    try {
      return await withDeadline(
        work(),
        checkDeadlineMs,
        () => new Error(`no answer within ${checkDeadlineMs} ms`),
      );
    } catch (error) {
      app.log.warn({ err: error, check: name }, 'readiness check failed');
      return failing(whenThrown);
    }
  };

  const checks: Record<ReadinessCheckName, () => Promise<ReadinessCheck>> = {
    database: () =>
      run('database', 'The database is not answering.', async () => {
        await app.db.execute(sql`select 1`);
        return ok;
      }),
    redis: async () =>
      redis
        ? run('redis', 'Redis is not answering.', async () => {
            await redis.ping();
            return ok;
          })
        : skipped('REDIS_URL is not set'),
    storage: () =>
      run('storage', 'File storage did not take a test file.', async () => {
        const stored = await app.storage.put(probeName, Buffer.from('ready'), {
          contentType: 'text/plain',
          visibility: 'private',
        });
        await app.storage.delete(stored.key);
        return ok;
      }),
    mail: async () => {
      const maxAgeMinutes = app.config.readyMailMaxAgeMinutes;
      if (!app.mail.sender) return skipped('SMTP_URL is not set: e-mail is not sent');
      if (maxAgeMinutes === 0) return skipped('READY_MAIL_MAX_AGE_MINUTES is 0');
      return run('mail', 'The e-mail outbox could not be read.', async () => {
        const { oldestPendingSeconds } = await outboxBacklog(app.db);
        if (oldestPendingSeconds === null || oldestPendingSeconds <= maxAgeMinutes * 60) return ok;
        return failing(
          `The oldest unsent e-mail has waited ${Math.floor(oldestPendingSeconds / 60)} minutes (limit ${maxAgeMinutes}).`,
        );
      });
    },
  };

  return {
    async check(): Promise<ReadinessResponse> {
      const names = Object.keys(checks) as ReadinessCheckName[];
      const results = await Promise.all(names.map((name) => checks[name]()));
      const answered = Object.fromEntries(names.map((name, i) => [name, results[i]!]));
      const failingNames = names.filter((name) => answered[name]!.status === 'failing');
      return {
        status: failingNames.length === 0 ? 'ready' : 'not_ready',
        failing: failingNames,
        checks: answered as ReadinessResponse['checks'],
      };
    },
    close: () => redis?.disconnect(),
  };
};
