import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSessionCookie, insertMember, sessionCookie } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { writeWebBuild } from '../../test/support/web-build';

/**
 * A built renderer that draws every address from the fellowship guidelines' section, read
 * in-process, and tells whether the visitor was signed out. On `/slow` it waits, after reading,
 * for the test to let it finish (`globalThis.pageCacheTest`); `/directory` also searches the
 * members' directory for its `?search=`.
 */
const rendererModule = `
export const createPageRenderer = ({ readEndpoint }) => async (url, visitor) => {
  const section = await readEndpoint(
    { method: 'GET', path: '/api/content/sections/:name' },
    { params: { name: 'fellowship-guidelines' } },
  );
  if (url.startsWith('/slow')) await globalThis.pageCacheTest.readAndWait();
  if (url.startsWith('/directory')) {
    await readEndpoint(
      { method: 'GET', path: '/api/directory/members' },
      { query: { search: new URL(url, 'http://x').searchParams.get('search') } },
    );
  }
  return {
    kind: 'page',
    status: url === '/missing' ? 404 : 200,
    head: '',
    body: '<h1>' + (section.body.value?.heading ?? 'No heading') + '</h1>' +
      '<p>signed out: ' + visitor.signedOut + '</p>',
  };
};
`;

declare global {
  var pageCacheTest: { readAndWait: () => Promise<void> } | undefined;
}

const metricsToken = 'page-cache-metrics-token-of-32-characters';
let app: TestApp;
let build: Awaited<ReturnType<typeof writeWebBuild>>;
let admin: string;
let member: string;

const visit = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const heading = (body: string) => /<h1>(.*)<\/h1>/.exec(body)?.[1];

/** Saves, then waits until the cache has heard of it (PostgreSQL tells a moment after commit). */
const saveHeading = async (text: string) => {
  const emptied = app.pageCache.counts.emptied;
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/admin/content/sections/fellowship-guidelines',
    headers: { cookie: admin },
    payload: { banner: 'Fellowship Guidelines', heading: text, body: '<p>Be a member.</p>' },
  });
  expect(saved.statusCode).toBe(200);
  await vi.waitFor(() => expect(app.pageCache.counts.emptied).toBeGreaterThan(emptied));
};

beforeAll(async () => {
  build = await writeWebBuild(rendererModule);
  app = await createTestApp({
    webDistDir: build.webDistDir,
    metrics: { token: metricsToken, port: undefined },
  });
  admin = await adminSessionCookie(app.db);
  member = await sessionCookie(app.db, 'member', (await insertMember(app.db)).id);
});
afterAll(async () => {
  await app.close();
  await build.remove();
  globalThis.pageCacheTest = undefined;
});

describe('the page cache', () => {
  it('serves a signed-out visitor the page kept for the address, until its data changes', async () => {
    await saveHeading('Before you apply');
    const first = await visit('/guidelines');
    expect(first.headers['x-cache']).toBe('miss');
    expect(heading(first.body)).toBe('Before you apply');
    const second = await visit('/guidelines');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await visit('/guidelines?page=2')).headers['x-cache']).toBe('miss');
    const compressed = await app.inject({
      method: 'GET',
      url: '/guidelines',
      headers: { 'accept-encoding': 'gzip, br;q=0.5' },
    });
    expect(compressed.headers['x-cache']).toBe('hit');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toBe('accept-encoding');
    expect(zlib.gunzipSync(compressed.rawPayload).toString()).toBe(first.body);

    await saveHeading('How to apply');
    const next = await visit('/guidelines');
    expect(next.headers['x-cache']).toBe('miss');
    expect(heading(next.body)).toBe('How to apply');
    expect((await visit('/guidelines')).headers['x-cache']).toBe('hit');
  });

  it('never serves a signed-in visitor from the cache, nor keeps what it drew for them', async () => {
    await visit('/signed-in');
    expect((await visit('/signed-in')).headers['x-cache']).toBe('hit');
    for (const cookie of [member, admin, 'osi_member_session=no-longer-valid']) {
      const drawn = await visit('/signed-in', cookie);
      expect(drawn.headers['x-cache']).toBeUndefined();
      expect(drawn.body).toContain('signed out: false');
    }

    for (const cookie of [member, admin]) await visit('/drawn-for-a-member', cookie);
    const visitor = await visit('/drawn-for-a-member');
    expect(visitor.headers['x-cache']).toBe('miss');
    expect(visitor.body).toContain('signed out: true');
  });

  it('keeps only pages drawn with status 200, for GET', async () => {
    await visit('/missing');
    const missing = await visit('/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-cache']).toBe('miss');
    await visit('/headed');
    const head = await app.inject({ method: 'HEAD', url: '/headed' });
    expect(head.headers['x-cache']).toBeUndefined();
  });

  it('counts a drawn page against the visitor’s limit, and a kept one not', async () => {
    const remaining = async (url: string) => {
      const response = await visit(url);
      return {
        cache: response.headers['x-cache'],
        left: response.headers['x-ratelimit-remaining'],
      };
    };
    const drawn = await remaining('/limited');
    expect(drawn.cache).toBe('miss');
    for (let kept = 0; kept < 3; kept += 1) {
      expect(await remaining('/limited')).toEqual({ cache: 'hit', left: undefined });
    }
    expect(await remaining('/limited-too')).toEqual({
      cache: 'miss',
      left: String(Number(drawn.left) - 1),
    });
  });

  it('counts a search drawn in a page and one asked of the API against one limit', async () => {
    const from = (remoteAddress: string, url: string) =>
      app.inject({ method: 'GET', url, remoteAddress });
    const apiSearch = '/api/directory/members?search=Rao';
    for (let searched = 1; searched < 30; searched += 1) {
      expect((await from('10.1.0.1', apiSearch)).statusCode).toBe(200);
    }
    expect((await from('10.1.0.1', '/directory?search=Rao')).statusCode).toBe(200);

    const refused = await from('10.1.0.1', '/directory?search=Iyer');
    expect(refused.statusCode).toBe(429);
    const refusedToo = await from('10.1.0.1', apiSearch);
    expect(refusedToo.statusCode).toBe(429);
    expect(refusedToo.headers['retry-after']).toBeDefined();
    const elsewhere = await from('10.1.0.2', '/directory?search=Iyer');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.headers['x-cache']).toBe('miss');
    expect((await from('10.1.0.1', '/directory?search=Rao')).headers['x-cache']).toBe('hit');
  });

  it('counts hits and misses, of pages and of reads, for the metrics', async () => {
    const counted = async () => {
      const text = (
        await app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${metricsToken}` },
        })
      ).body;
      const count = (kind: 'requests' | 'reads', result: string) =>
        Number(
          new RegExp(`^osi_page_cache_${kind}_total{result="${result}"} (\\d+)$`, 'm').exec(
            text,
          )?.[1],
        );
      return {
        hit: count('requests', 'hit'),
        miss: count('requests', 'miss'),
        readHit: count('reads', 'hit'),
        readMiss: count('reads', 'miss'),
      };
    };
    await saveHeading('Counted');
    const before = await counted();
    await visit('/counted');
    await visit('/counted');
    await visit('/counted', member);
    expect(await counted()).toEqual({
      hit: before.hit + 1,
      miss: before.miss + 1,
      readHit: before.readHit + 1,
      readMiss: before.readMiss + 1,
    });
  });

  it('keeps the reads pages are drawn with, for every page, until their data changes', async () => {
    await saveHeading('Read once');
    const { counts } = app.pageCache;
    const before = { hits: counts.readHits, misses: counts.readMisses };
    expect(heading((await visit('/read-first')).body)).toBe('Read once');
    expect(heading((await visit('/read-again', member)).body)).toBe('Read once');
    expect({ hits: counts.readHits, misses: counts.readMisses }).toEqual({
      hits: before.hits + 1,
      misses: before.misses + 1,
    });

    await saveHeading('Read anew');
    expect(heading((await visit('/read-after-the-change')).body)).toBe('Read anew');
    expect(counts.readMisses).toBe(before.misses + 2);
  });

  it('does not keep a read answered from data that changed while it was read', async () => {
    let answer!: (json: string) => void;
    const loading = app.pageCache.keptRead(
      'a read across a change',
      () => new Promise<string>((resolve) => (answer = resolve)),
    );
    await saveHeading('Changed while read');
    answer('"before the change"');
    expect(await loading).toBe('"before the change"');
    const next = await app.pageCache.keptRead('a read across a change', async () => '"after it"');
    expect(next).toBe('"after it"');
  });

  it('does not keep a page drawn from data that changed while it was drawn', async () => {
    await saveHeading('Old heading');
    let reached!: () => void;
    let release!: () => void;
    const hasRead = new Promise<void>((resolve) => (reached = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    globalThis.pageCacheTest = {
      readAndWait: () => {
        reached();
        return released;
      },
    };
    const slow = visit('/slow');
    await hasRead;
    await saveHeading('New heading');
    release();
    expect(heading((await slow).body)).toBe('Old heading');

    const next = await visit('/slow');
    expect(next.headers['x-cache']).toBe('miss');
    expect(heading(next.body)).toBe('New heading');
  });
});

describe.each([
  { kept: 'reads', readHits: 1 },
  { kept: 'off', readHits: 0 },
] as const)('with PAGE_CACHE=$kept', ({ kept, readHits }) => {
  let uncached: TestApp;
  beforeAll(async () => {
    uncached = await createTestApp({ webDistDir: build.webDistDir, pageCache: kept });
  });
  afterAll(() => uncached.close());

  it(`draws every page, counts each against the limit, and keeps ${kept === 'off' ? 'no read' : 'its reads'}`, async () => {
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await uncached.inject({ method: 'GET', url: '/guidelines' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cache']).toBeUndefined();
      expect(response.headers['x-ratelimit-limit']).toBe('600');
    }
    expect(uncached.pageCache.counts.readHits).toBe(readHits);
  });
});
