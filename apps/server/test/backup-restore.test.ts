import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectPostgres, selectRows, type DatabaseHandle } from '../src/db/client';
import { seedDatabase } from '../src/db/seed/seed';
import { insertOutboxMessages } from '../src/infra/mail/outbox.repository';
import { createLocalDiskStorage } from '../src/infra/storage/local-disk-storage';
import { insertPayment } from '../src/modules/payments/payments.repository';
import { testConfig } from './support/test-app';
import { adminQuery, templateDatabaseName, withDatabase } from './support/template-database';

const run = promisify(execFile);
const scripts = path.resolve(import.meta.dirname, '../../../scripts');
const databaseUrl = inject('databaseUrl');

/** Every table's rows, each table summed up as one hash of its rows in a fixed order. */
const tableFingerprints = async (database: DatabaseHandle) => {
  const tables = await selectRows<{ name: string }>(
    database.db,
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const fingerprints: Record<string, { rows: number; hash: string }> = {};
  for (const { name } of tables) {
    const [row] = await selectRows<{ rows: number; hash: string }>(
      database.db,
      sql.raw(
        `select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as hash from ${name} t`,
      ),
    );
    fingerprints[name] = row!;
  }
  return fingerprints;
};

/** Every file under the folder by its relative path, with a hash of its bytes. */
const fileFingerprints = async (root: string) => {
  const files: Record<string, string> = {};
  for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(root, full)] = createHash('sha256')
      .update(await fs.readFile(full))
      .digest('hex');
  }
  return files;
};

describe.runIf(databaseUrl)('the restore drill (scripts/backup.sh and scripts/restore.sh)', () => {
  const name = `osi_drill_${randomBytes(6).toString('hex')}`;
  let url: string;
  let workDir: string;
  let dataDir: string;
  const env = () => ({ PATH: process.env.PATH, DATABASE_URL: url, DATA_DIR: dataDir });

  beforeAll(async () => {
    url = withDatabase(databaseUrl, name);
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'osi-drill-'));
    dataDir = path.join(workDir, 'data');
    await adminQuery(
      databaseUrl,
      `CREATE DATABASE ${name} TEMPLATE ${templateDatabaseName(databaseUrl)}`,
    );
  });
  afterAll(async () => {
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await fs.rm(workDir, { recursive: true, force: true });
  });

  it('backs up, wipes, restores, and has the same rows and files again', async () => {
    const uploads = path.join(dataDir, 'uploads');
    const site = connectPostgres(url);
    await seedDatabase(site.db, testConfig({ dataDir, seedDemoData: false }));
    await insertPayment(site.db, {
      gateway: 'sandbox',
      purpose: 'membership',
      orderId: `order_${randomBytes(6).toString('hex')}`,
      paymentId: `pay_${randomBytes(6).toString('hex')}`,
      amountPaise: 1_500_000,
      status: 'captured',
      email: 'payer@example.org',
      gatewayData: { method: 'upi', notes: ['a', 'b'] },
    });
    await insertOutboxMessages(site.db, [
      {
        to: 'member@example.org',
        subject: 'Receipt',
        text: 'Thank you',
        headers: { 'Reply-To': 'office@example.org' },
      },
    ]);
    const storage = createLocalDiskStorage(uploads);
    await storage.put('content/hero.jpg', randomBytes(200_000), {
      contentType: 'image/jpeg',
      visibility: 'public',
    });
    await storage.put('cases/case-1.pptx', randomBytes(300_000), {
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      visibility: 'private',
    });
    const rowsBefore = await tableFingerprints(site);
    const filesBefore = await fileFingerprints(uploads);
    await site.close();
    expect(rowsBefore['public.admins']!.rows).toBe(1);
    expect(rowsBefore['public.payments']!.rows).toBe(1);
    expect(rowsBefore['public.outbox_messages']!.rows).toBe(1);
    // Each file and the small record of its content type beside it.
    expect(Object.keys(filesBefore)).toHaveLength(4);

    const backup = path.join(workDir, 'backups', 'drill');
    await run('bash', [path.join(scripts, 'backup.sh'), backup], { env: env() });
    expect((await fs.readdir(backup)).sort()).toEqual([
      'SHA256SUMS',
      'database.dump',
      'uploads.tar.gz',
    ]);

    await adminQuery(databaseUrl, `DROP DATABASE ${name} WITH (FORCE)`);
    await adminQuery(databaseUrl, `CREATE DATABASE ${name}`);
    await fs.rm(uploads, { recursive: true });
    const wiped = connectPostgres(url);
    expect(await tableFingerprints(wiped)).toEqual({});
    await wiped.close();

    await run('bash', [path.join(scripts, 'restore.sh'), backup], { env: env() });
    const restored = connectPostgres(url);
    try {
      expect(await tableFingerprints(restored)).toEqual(rowsBefore);
      expect(await fileFingerprints(uploads)).toEqual(filesBefore);
      // The migrations journal came back too: the next start has nothing to apply.
      await restored.migrate();
      expect(await tableFingerprints(restored)).toEqual(rowsBefore);
    } finally {
      await restored.close();
    }
  });

  it('refuses to write a backup into a folder that already holds files', async () => {
    const used = path.join(workDir, 'used');
    await fs.mkdir(used, { recursive: true });
    await fs.writeFile(path.join(used, 'database.dump'), 'an older backup');
    await expect(
      run('bash', [path.join(scripts, 'backup.sh'), used], { env: env() }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('is not empty') });
    expect(await fs.readFile(path.join(used, 'database.dump'), 'utf8')).toBe('an older backup');
  });
});
