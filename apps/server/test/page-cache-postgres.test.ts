import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { captionKeys, contentCollectionNames, contentSectionNames } from '@osi/shared';
import { buildApp } from '../src/app';
import { connectPostgres, selectRows, type DatabaseHandle } from '../src/db/client';
import * as schema from '../src/db/schema';
import { seedSite } from '../src/db/seed/seed';
import { readInProcess } from '../src/lib/public-reads';
import { adminSessionCookie } from './support/fixtures';
import { startCuttableProxy } from './support/network';
import { testConfig } from './support/test-app';
import { adminQuery, templateDatabaseName, withDatabase } from './support/template-database';
import { writeWebBuild } from './support/web-build';

/**
 * Decision 090 on PostgreSQL: each app process listens for `public_pages_changed` on a
 * connection of its own, so a write through one process empties every process's page cache.
 */
const databaseUrl = inject('databaseUrl');
/** Named after the suite's database, like its template. */
const databaseNamed = (what: string) =>
  `${new URL(databaseUrl).pathname.slice(1) || 'osi'}_${what}_${randomBytes(6).toString('hex')}`;

const rendererModule = `
export const createPageRenderer = ({ readEndpoint }) => async () => {
  const section = await readEndpoint(
    { method: 'GET', path: '/api/content/sections/:name' },
    { params: { name: 'fellowship-guidelines' } },
  );
  return { kind: 'page', status: 200, head: '', body: '<h1>' + section.body.value?.heading + '</h1>' };
};
`;

type App = Awaited<ReturnType<typeof buildApp>>;

let databaseName: string;
let url: string;
let build: Awaited<ReturnType<typeof writeWebBuild>>;
let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
/** Two processes' apps: the first on the database, the second through a proxy the test can cut. */
let first: App;
let second: App;
let admin: string;

const startApp = async (database: DatabaseHandle) => {
  const app = await buildApp({
    config: testConfig({ webDistDir: build.webDistDir }),
    database,
  });
  app.addHook('onClose', () => database.close());
  await app.ready();
  return app;
};

const visit = async (app: App) => {
  const response = await app.inject({ method: 'GET', url: '/fellowship-guidelines' });
  return { cache: response.headers['x-cache'], heading: /<h1>(.*)<\/h1>/.exec(response.body)?.[1] };
};

const saveHeading = async (heading: string) => {
  const saved = await first.inject({
    method: 'PUT',
    url: '/api/admin/content/sections/fellowship-guidelines',
    headers: { cookie: admin },
    payload: { banner: 'Fellowship Guidelines', heading, body: '<p>Be a member.</p>' },
  });
  expect(saved.statusCode).toBe(200);
};

const untilListening = { timeout: 10_000, interval: 50 };

describe.runIf(databaseUrl)('the page cache on PostgreSQL', () => {
  beforeAll(async () => {
    databaseName = databaseNamed('page_cache');
    await adminQuery(
      databaseUrl,
      `CREATE DATABASE ${databaseName} TEMPLATE ${templateDatabaseName(databaseUrl)}`,
    );
    url = withDatabase(databaseUrl, databaseName);
    build = await writeWebBuild(rendererModule);
    proxy = await startCuttableProxy(url);
    first = await startApp(connectPostgres(url));
    second = await startApp(connectPostgres(proxy.url));
    admin = await adminSessionCookie(first.db);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await proxy?.close();
    await build?.remove();
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });

  it('empties the other process’s cache when one process writes', async () => {
    await saveHeading('Before you apply');
    await vi.waitFor(async () =>
      expect(await visit(second)).toEqual({ cache: 'hit', heading: 'Before you apply' }),
    );

    await saveHeading('How to apply');
    await vi.waitFor(async () =>
      expect(await visit(second)).toEqual({ cache: 'miss', heading: 'How to apply' }),
    );
    expect(await visit(second)).toEqual({ cache: 'hit', heading: 'How to apply' });
  });

  it('are told of a write that changed a drawn page’s rows, never of another', async () => {
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', ({ channel }) => heard.push(channel));
    const [event] = await first.db
      .insert(schema.contentItems)
      .values({ collection: 'events', value: {} })
      .returning();
    try {
      await listener.query('LISTEN public_pages_changed');
      await first.db.execute(sql`UPDATE settings SET value = value WHERE false`);
      await first.db.execute(sql`DELETE FROM content_items WHERE false`);
      // Places and registrations show on no drawn page (decision 104).
      await first.db.execute(sql`INSERT INTO event_places (event_id) VALUES (${event!.id})`);
      await first.db.execute(sql`DELETE FROM event_places`);
      await first.db.execute(
        sql`INSERT INTO settings (key, value) VALUES ('notified', '{}')
            ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      );
      // A notification committed before a query on the listening connection arrives before
      // that query's answer, so the writes before had their chance to be heard.
      await listener.query('SELECT 1');
      expect(heard).toEqual(['public_pages_changed']);
    } finally {
      await listener.end();
    }
  });

  it('keeps nothing while it cannot listen, and empties the cache when it listens again', async () => {
    await vi.waitFor(async () => expect((await visit(second)).cache).toBe('hit'));
    proxy.cut();
    await vi.waitFor(async () => expect((await visit(second)).cache).toBeUndefined());
    // Written while the second process hears nothing: it must not show the page it kept.
    await saveHeading('Apply by March');
    proxy.restore();
    await vi.waitFor(
      async () => expect(await visit(second)).toEqual({ cache: 'miss', heading: 'Apply by March' }),
      untilListening,
    );
    expect(await visit(second)).toEqual({ cache: 'hit', heading: 'Apply by March' });
    await saveHeading('Apply by April');
    await vi.waitFor(async () =>
      expect(await visit(second)).toEqual({ cache: 'miss', heading: 'Apply by April' }),
    );
  });
});

/** The tables public reads scan, and only those, notify of their changes (decision 104). */
describe.runIf(databaseUrl)('the tables the public reads scan', () => {
  let readsDatabase: string;
  let readsUrl: string;
  beforeAll(async () => {
    readsDatabase = databaseNamed('public_reads');
    await adminQuery(
      databaseUrl,
      `CREATE DATABASE ${readsDatabase} TEMPLATE ${templateDatabaseName(databaseUrl)}`,
    );
    readsUrl = withDatabase(databaseUrl, readsDatabase);
  });
  afterAll(() => adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${readsDatabase} WITH (FORCE)`));

  it('alone have the public_pages_changed triggers, of every kind of write', async () => {
    // One connection for every read, and no other, so its statistics can be flushed and read.
    const pool = new pg.Pool({ connectionString: readsUrl, max: 1 });
    const db = drizzle(pool, { schema });
    const reader = await buildApp({
      config: testConfig({ pageCache: 'off' }),
      database: { ...connectPostgres(readsUrl), db },
    });
    await reader.ready();
    await seedSite(db, { ...reader.config, seedDemoData: true }, reader.storage);
    try {
      // What the seed did is flushed first (a backend flushes once idle), then forgotten.
      await db.execute(sql`SELECT pg_stat_force_next_flush()`);
      await db.execute(sql`SELECT pg_stat_reset()`);
      const read = readInProcess(reader, () => undefined);
      const refused: string[] = [];
      const ask = async (path: `/api/${string}`, params: object = {}, query: object = {}) => {
        const answer = await read({ method: 'GET', path }, { params, query });
        if (answer.status !== 200 && answer.status !== 404)
          refused.push(`${path} ${JSON.stringify(params)}: ${answer.status}`);
        return answer.body as never;
      };
      const asked = new Set<string>();
      const inputs: Record<`/api/${string}`, object[]> = {
        '/api/content/site-settings': [{}],
        '/api/content/captions/:key': captionKeys.map((key) => ({ key })),
        '/api/content/sections/:name': contentSectionNames.map((name) => ({ name })),
        '/api/membership-types': [{}],
        '/api/directory/fellows': [{}],
        '/api/directory/members': [{}],
        '/api/privacy-notice': [{}],
      };
      for (const [path, list] of Object.entries(inputs)) {
        for (const params of list) await ask(path as `/api/${string}`, params);
        asked.add(path);
      }
      await ask('/api/directory/members', {}, { search: 'a', page: 2 });
      for (const collection of contentCollectionNames) {
        for (const when of [undefined, 'upcoming', 'past']) {
          const { items } = await ask('/api/content/:collection', { collection }, { when });
          // Items without a page of their own (podcasts) have no slug.
          const slugs = (items as { slug: string | null }[]).flatMap(({ slug }) => slug ?? []);
          for (const slug of slugs.slice(0, 3)) {
            await ask('/api/content/:collection/:slug', { collection, slug });
          }
        }
        const categories: { slug: string }[] = await ask('/api/content/:collection/categories', {
          collection,
        });
        for (const { slug } of categories.slice(0, 1)) {
          await ask('/api/content/:collection/categories/:categorySlug', {
            collection,
            categorySlug: slug,
          });
          await ask('/api/content/:collection', { collection }, { category: slug });
        }
      }
      for (const path of [
        '/api/content/:collection',
        '/api/content/:collection/:slug',
        '/api/content/:collection/categories',
        '/api/content/:collection/categories/:categorySlug',
      ]) {
        asked.add(path);
      }
      expect([...reader.publicReads.values()].map(({ endpoint }) => endpoint.path).sort()).toEqual(
        [...asked].sort(),
      );
      expect(refused).toEqual([]);
      await db.execute(sql`SELECT pg_stat_force_next_flush()`);

      const scanned = await selectRows<{ table: string; notifies: boolean }>(
        db,
        sql`SELECT relname AS table,
                   (SELECT count(*) FROM pg_trigger t
                    WHERE t.tgrelid = s.relid AND t.tgname LIKE 'public_pages_changed_%') = 4
                     AS notifies
            FROM pg_stat_user_tables s
            WHERE schemaname = 'public' AND coalesce(seq_scan, 0) + coalesce(idx_scan, 0) > 0
            ORDER BY relname`,
      );
      expect(scanned.map(({ table }) => table)).toContain('content_items');
      expect(scanned.filter(({ notifies }) => !notifies).map(({ table }) => table)).toEqual([]);
      // And no other table notifies: a write elsewhere (a registration) keeps every page.
      const notifying = await selectRows<{ table: string }>(
        db,
        sql`SELECT DISTINCT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
            WHERE t.tgname LIKE 'public_pages_changed_%' ORDER BY c.relname`,
      );
      expect(notifying.map(({ table }) => table)).toEqual(scanned.map(({ table }) => table));
    } finally {
      await reader.close();
      await pool.end();
    }
  });
});
