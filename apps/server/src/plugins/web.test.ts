import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';

let app: TestApp;
let dist: string;
const indexHtml = '<!doctype html><div id="root"></div>';
const bundle = `export const words = ${JSON.stringify('membership '.repeat(500))};`;
/** What the build leaves: each file with its .br and .gz copies. */
const writeBuilt = async (name: string, content: string) => {
  await fs.writeFile(path.join(dist, name), content);
  await fs.writeFile(path.join(dist, `${name}.br`), zlib.brotliCompressSync(content));
  await fs.writeFile(path.join(dist, `${name}.gz`), zlib.gzipSync(content));
};
beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'osi-web-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await writeBuilt('index.html', indexHtml);
  await writeBuilt('assets/bundle-9f8e.js', bundle);
  await fs.writeFile(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  app = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await app.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it.each(['/', '/about-us', '/osi-press/some-article', '/reset-password/abc?x=1'])(
    'answers the page route %s with index.html for the browser router',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unknown API paths and non-GET requests as JSON 404s', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/unknown' },
      { method: 'POST' as const, url: '/about-us' },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
  });
});

describe('precompressed files', () => {
  const decode = (encoding: string | undefined, body: Buffer) =>
    encoding === 'br'
      ? zlib.brotliDecompressSync(body).toString()
      : encoding === 'gzip'
        ? zlib.gunzipSync(body).toString()
        : body.toString();

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['identity', undefined],
  ])('sends a hashed asset to Accept-Encoding %s as %s', async (accept, encoding) => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/bundle-9f8e.js',
      headers: { 'accept-encoding': accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(encoding, response.rawPayload)).toBe(bundle);
    if (encoding) expect(response.rawPayload.length).toBeLessThan(bundle.length / 4);
  });

  it('sends index.html compressed for page routes, still uncached', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/membership',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decode('br', response.rawPayload)).toBe(indexHtml);
  });
});

describe('robots.txt', () => {
  it('lets crawlers read the public site but not the signed-in areas, the API or dev tools, and names the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /dashboard',
      'Disallow: /api/',
      'Disallow: /dev/',
      'Sitemap: http://localhost:3000/sitemap.xml',
      '',
    ]);
  });
});
