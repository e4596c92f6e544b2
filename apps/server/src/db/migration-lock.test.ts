import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, inject, it } from 'vitest';
import { adminQuery, withDatabase } from '../../test/support/template-database';
import { connectPostgres, selectRows } from './client';

const databaseUrl = inject('databaseUrl');

/** A database of its own for `test`, dropped after it. */
const onFreshDatabase = async (test: (url: string) => Promise<void>) => {
  const name = `osi_test_migrate_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, `CREATE DATABASE ${name}`);
  try {
    await test(withDatabase(databaseUrl, name));
  } finally {
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
};

it.runIf(databaseUrl)(
  'applies the migrations once when several processes start together on a fresh database',
  () =>
    onFreshDatabase(async (url) => {
      const handles = Array.from({ length: 4 }, () => connectPostgres(url));
      try {
        const outcomes = await Promise.allSettled(handles.map((handle) => handle.migrate()));
        expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);

        const journal = JSON.parse(
          await fs.readFile(
            path.join(import.meta.dirname, 'migrations/meta/_journal.json'),
            'utf8',
          ),
        ) as { entries: { tag: string }[] };
        const applied = await selectRows<{ count: number }>(
          handles[0]!.db,
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        );
        expect(applied[0]!.count).toBe(journal.entries.length);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    }),
);

it.runIf(databaseUrl)(
  'runs the migrations without the statement time-out of requests, which a large table outlasts',
  () =>
    onFreshDatabase(async (url) => {
      const handle = connectPostgres(url, { connectMs: 5_000, queryMs: 1 });
      try {
        await expect(handle.migrate()).resolves.toBeUndefined();
      } finally {
        await handle.close();
      }
    }),
);
