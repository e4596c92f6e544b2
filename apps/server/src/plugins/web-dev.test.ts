import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { webDevPlugin } from './web-dev';

let app: Awaited<ReturnType<typeof buildTestApp>>;
let home: Awaited<ReturnType<typeof app.inject>>;

beforeAll(async () => {
  app = await buildTestApp({}, { web: webDevPlugin });
  await app.ready();
  // The first page compiles the web app's sources for drawing.
  home = await app.inject({ method: 'GET', url: '/' });
});
afterAll(async () => {
  await app.close();
});

describe('npm run dev', () => {
  it('draws the public pages on the server, from the sources, as production does', () => {
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.body).toMatch(/<h1[^>]*>Advancing dental implantology in India/);
    expect(home.body).toContain('<script type="application/json" id="server-state">');
    expect(home.body).toContain('<script type="module" src="/src/main.tsx"></script>');
  });

  it('lets the hot-reload scripts Vite adds to the page run, and nothing else inline', () => {
    const inline = [...home.body.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(0);
    const policy = String(home.headers['content-security-policy']);
    for (const [, code = ''] of inline) {
      const hash = createHash('sha256').update(code).digest('base64');
      expect(policy).toContain(`'sha256-${hash}'`);
    }
    expect(policy).toMatch(/script-src 'self' 'sha256-[^;]*;/);
  });

  it('serves the sources through Vite and leaves the API to the server', async () => {
    const source = await app.inject({ method: 'GET', url: '/src/main.tsx' });
    expect(source.statusCode).toBe(200);
    expect(source.headers['content-type']).toContain('javascript');

    const api = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('leaves the member area to the browser, in the same page', async () => {
    const page = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain('/@vite/client');
  });
});
