import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { builtIndexHtml as indexHtml, writeWebBuild } from '../../test/support/web-build';

let app: TestApp;
let build: Awaited<ReturnType<typeof writeWebBuild>>;

/**
 * A built renderer honouring the web app's contract (apps/web/src/entry-server.tsx): it draws
 * `/drawn` from a public read answered in-process, redirects `/old`, leaves `/member` to the
 * browser, fails on `/broken` and tells on `/visitor` what it was told of the visitor.
 */
const rendererModule = `
export const createPageRenderer = ({ readEndpoint, origin }) => async (url, visitor) => {
  if (url === '/old') return { kind: 'redirect', status: 301, location: '/new' };
  if (url === '/visitor') {
    return { kind: 'page', status: 200, head: '', body: 'signed out: ' + visitor.signedOut };
  }
  if (url === '/member') return { kind: 'client' };
  if (url === '/broken') throw new Error('the page could not be drawn');
  const home = await readEndpoint(
    { method: 'GET', path: '/api/content/sections/:name' },
    { params: { name: 'home' } },
  );
  const text = url === '/long' ? '<p>Membership of the society.</p>'.repeat(200) : '';
  return {
    kind: 'page',
    status: url === '/missing' ? 404 : 200,
    head: '<title>Drawn $& page</title><meta property="og:url" content="' + origin + url + '"/>',
    body: '<div id="root"><h1>API says ' + home.status + ' ' + home.body.name + '</h1>' + text + '</div>',
  };
};
`;

beforeAll(async () => {
  build = await writeWebBuild(rendererModule);
  app = await createTestApp({ webDistDir: build.webDistDir });
});
afterAll(async () => {
  await app.close();
  await build.remove();
});

describe('public pages drawn on the server', () => {
  it('sends the drawn page inside the built index.html, its head tags in the head', async () => {
    const response = await app.inject({ method: 'GET', url: '/drawn' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      `<title>Drawn $& page</title><meta property="og:url" content="${app.config.publicUrl}/drawn"/></head>`,
    );
    expect(response.body).toContain('<div id="root"><h1>API says 200 home</h1></div></body>');
    expect(response.body).toContain('<script type="module" src="/assets/app.js"></script>');
  });

  it('leaves the scripts index.html preloads to load after the drawn page, not before', async () => {
    const drawn = await app.inject({ method: 'GET', url: '/drawn?preloads' });
    expect(drawn.body).toContain('<script type="module" src="/assets/app.js"></script>');
    expect(drawn.body).not.toContain('modulepreload');
    // A page the browser draws has nothing to show before its scripts: they all come at once.
    const client = await app.inject({ method: 'GET', url: '/member' });
    expect(client.body).toContain('<link rel="modulepreload" crossorigin href="/assets/react.js">');
  });

  it('counts a drawn page against the visitor’s limit, as the API calls it reads would be', async () => {
    const page = await app.inject({ method: 'GET', url: '/drawn?not-kept-yet' });
    expect(page.headers['x-ratelimit-limit']).toBe('600');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it.each(
    // A session cookie, even a stale one: drawn for this request alone, never kept.
    [undefined, 'osi_member_session=stale'].flatMap((cookie) =>
      [
        { accept: 'br, gzip', encoding: 'br', decode: zlib.brotliDecompressSync },
        { accept: 'gzip', encoding: 'gzip', decode: zlib.gunzipSync },
      ].map((accepted) => ({ ...accepted, cookie })),
    ),
  )(
    'compresses the drawn page for $accept, with cookie $cookie',
    async ({ accept, encoding, decode, cookie }) => {
      const headers = cookie ? { cookie } : {};
      const plain = await app.inject({ method: 'GET', url: '/long', headers });
      const response = await app.inject({
        method: 'GET',
        url: '/long',
        headers: { ...headers, 'accept-encoding': accept },
      });
      expect(response.headers['x-cache']).toBe(cookie ? undefined : 'hit');
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
    },
  );

  it('tells the renderer whether the request carries a session cookie of either realm', async () => {
    const drawnFor = async (cookie?: string) =>
      (await app.inject({ method: 'GET', url: '/visitor', headers: cookie ? { cookie } : {} }))
        .body;
    expect(await drawnFor()).toContain('signed out: true');
    expect(await drawnFor('osi_newsletter=1')).toContain('signed out: true');
    expect(await drawnFor('osi_member_session=anything')).toContain('signed out: false');
    expect(await drawnFor('osi_admin_session=anything')).toContain('signed out: false');
  });

  it('keeps the status the page was drawn with', async () => {
    const response = await app.inject({ method: 'GET', url: '/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>API says 200 home</h1>');
  });

  it('redirects where the page says it has moved', async () => {
    const response = await app.inject({ method: 'GET', url: '/old' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/new');
  });

  it.each(['/member', '/broken'])(
    'sends the plain index.html for %s, for the browser to draw',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(indexHtml);
    },
  );
});
