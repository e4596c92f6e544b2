import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPagePaths, type ContentCollectionName } from '@osi/shared';
import { adminActorFor } from '../../../test/support/fellowship';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { demoSiteSettings } from '../../db/seed/site-settings';
import { createItem, deleteItem } from './content.service';
import { sitemapXml } from './sitemap-xml';
import { saveSiteSettings } from './site-settings.service';

const site = 'https://www.osi.example';
let app: TestApp;
let actor: Awaited<ReturnType<typeof adminActorFor>>;

const image = {
  id: `img_${'a'.repeat(32)}`,
  width: 1200,
  height: 675,
  widths: [320],
  alt: 'A hall',
};
const article = (title: string, category = 'Surgery') => ({
  title,
  image,
  category,
  summary: 'A summary.',
  body: '<p>The article.</p>',
});
const samples: Record<string, Record<string, unknown>> = {
  press: article('Implant survival study'),
  blog: article('Bone grafting basics', 'Bone & Tissue'),
  event: {
    title: 'Annual congress',
    startDate: '2030-02-01',
    venue: 'Hall A',
    city: 'Pune',
    summary: 'Two days.',
  },
  'study-club': { name: 'Pune club', city: 'Pune', coordinator: 'Dr. Rao', summary: 'Monthly.' },
  'research-grant': { title: 'Young researcher grant', summary: 'For MDS.', body: '<p>Apply.</p>' },
};

const add = async (collection: ContentCollectionName, value: object, published = true) =>
  (await createItem(app.db, actor, collection, { ...value, published })).item;

/** The sitemap's addresses, each with its lastmod, read by a strict XML parser (which throws on bad XML). */
const readSitemap = (xml: string) => {
  const urls = new Map<string, string | null>();
  const parser = new SaxesParser({ xmlns: true });
  let text = '';
  let loc = '';
  let lastmod: string | null = null;
  parser.on('opentag', (tag) => {
    expect(tag.uri).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    text = '';
  });
  parser.on('text', (chunk) => (text += chunk));
  parser.on('closetag', (tag) => {
    if (tag.local === 'loc') loc = text;
    if (tag.local === 'lastmod') lastmod = text;
    if (tag.local === 'url') {
      urls.set(loc, lastmod);
      lastmod = null;
    }
  });
  parser.write(xml).close();
  return urls;
};
const getSitemap = () => app.inject({ method: 'GET', url: '/sitemap.xml' });

beforeAll(async () => {
  app = await createTestApp({ publicUrl: site });
  actor = await adminActorFor(app);
});
afterAll(() => app.close());

describe('GET /sitemap.xml', () => {
  it('answers 404 in the error shape before the site is set up', async () => {
    const response = await getSitemap();
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('lists every fixed public page, the press list, and each published item with its last change', async () => {
    await saveSiteSettings(app.db, { ...demoSiteSettings, shortName: 'osi' });
    const items = Object.fromEntries(
      await Promise.all(
        Object.entries(samples).map(async ([collection, value]) => [
          collection,
          await add(collection as ContentCollectionName, value),
        ]),
      ),
    );
    const draft = await add('blog', article('Draft post'), false);
    const removed = await add('press', article('Withdrawn statement'));
    await deleteItem(app.db, actor, 'press', removed.id);

    const response = await getSitemap();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const urls = readSitemap(response.body);

    for (const path of [...Object.values(publicPagePaths), '/osi-press']) {
      expect(urls.get(`${site}${path}`), path).toBeNull();
    }
    expect(urls.get(`${site}/osi-press/implant-survival-study`)).toBe(items.press.updatedAt);
    expect(urls.get(`${site}/blog/bone-grafting-basics`)).toBe(items.blog.updatedAt);
    expect(urls.get(`${site}/blog/category/bone-tissue`)).toBe(items.blog.updatedAt);
    expect(urls.get(`${site}/events/annual-congress`)).toBe(items.event.updatedAt);
    expect(urls.get(`${site}/study-club/pune-club`)).toBe(items['study-club'].updatedAt);
    expect(urls.get(`${site}/research-grant/young-researcher-grant`)).toBe(
      items['research-grant'].updatedAt,
    );

    const listed = [...urls.keys()].join('\n');
    expect(listed).not.toContain(draft.slug);
    expect(listed).not.toContain(removed.slug);
    expect(listed).not.toMatch(/\/admin|\/dashboard|\/member-login|\/blogs\b|\/blog1/);
    expect([...urls.keys()].every((url) => url?.startsWith(`${site}/`))).toBe(true);
  });
});

describe('the sitemap document', () => {
  it('escapes the characters XML reserves in addresses', () => {
    const url = `${site}/search?q=<implants>&page="2"`;
    expect(sitemapXml([{ url }])).toContain('&lt;implants&gt;&amp;page=&quot;2&quot;');
    expect([...readSitemap(sitemapXml([{ url }])).keys()]).toEqual([url]);
  });
});

describe('robots.txt', () => {
  it('names the sitemap at the public address', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body.split('\n')).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});
