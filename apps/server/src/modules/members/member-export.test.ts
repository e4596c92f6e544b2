import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { selectRows } from '../../db/client';
import { adminSessionCookie, insertMember } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

const databaseUrl = inject('databaseUrl');

let app: TestApp;
beforeAll(async () => {
  if (databaseUrl) app = await createTestApp();
});
afterAll(() => app?.close());

/** What the export's COPY is doing now, if it is running. */
const copyActivity = async () => {
  const [copy] = await selectRows<{ pid: number; waitEvent: string | null }>(
    app.db,
    sql`select pid, wait_event as "waitEvent" from pg_stat_activity
        where datname = current_database() and state = 'active' and query like 'COPY (%'`,
  );
  return copy;
};

it.runIf(databaseUrl)(
  'holds the COPY back while a download is not read, so the server buffers no more of it',
  async () => {
    // 100 MB of CSV: far more than the sockets between PostgreSQL, the server and the client hold.
    await app.db
      .execute(sql`insert into members (email, password_hash, first_name, last_name, comments)
      select 'bulk-' || g || '@example.org', 'unused', 'Bulk', 'Member', repeat('c', 20000)
      from generate_series(1, 5000) g`);
    const cookie = await adminSessionCookie(app.db);
    const site = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(`${site}/api/admin/members/export.csv`, { headers: { cookie } }, resolve)
        .on('error', reject);
    });
    try {
      expect(response.statusCode).toBe(200);
      // A few rows in, the COPY is under way; from now on nobody reads.
      let received = 0;
      for await (const chunk of response.iterator({ destroyOnReturn: false })) {
        received += (chunk as Buffer).length;
        if (received > 100_000) break;
      }
      response.pause();
      // Had the server read on regardless, PostgreSQL would have sent everything and finished.
      let held = await copyActivity();
      while (held?.waitEvent !== 'ClientWrite') {
        expect(held, 'the COPY ended although nobody read the download').toBeDefined();
        await sleep(50);
        held = await copyActivity();
      }
      await sleep(1_000);
      expect(await copyActivity()).toEqual(held);
    } finally {
      response.destroy();
    }
  },
);

it.runIf(databaseUrl)("writes dates in ISO whatever the database's DateStyle", async () => {
  const member = await insertMember(app.db, {
    isManual: true,
    dob: '1980-04-09',
    memberSince: '2024-05-01',
    validUntil: '2025-04-30',
  });
  const [current] = await selectRows<{ name: string }>(
    app.db,
    sql`select current_database() as name`,
  );
  const database = sql.identifier(current!.name);
  // The COPY's connection is new, so it starts with the database's settings.
  await app.db.execute(sql`alter database ${database} set DateStyle = 'SQL, DMY'`);
  try {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/members/export.csv',
      headers: { cookie: await adminSessionCookie(app.db) },
    });
    const line = response.body.split('\n').find((row) => row.startsWith(`"${member.id}"`));
    expect(line).toContain('"1980-04-09"');
    expect(line).toContain('"2024-05-01","2025-04-30"');
  } finally {
    await app.db.execute(sql`alter database ${database} reset DateStyle`);
  }
});
