import { urlOf, type PageRendererOptions, type RenderedPage } from '@osi/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageRenderer } from './entry-server';
import { eventItem, eventSlug } from './testing/event-fixtures';
import { onePage } from './testing/fixtures';
import { directoryMember, membershipTypes } from './testing/member-fixtures';
import { errorResponse, jsonResponse, stubApi } from './testing/stub-api';

const article = {
  id: '7f1d2c3b-4a5e-4f60-8a71-92b3c4d5e6f7',
  slug: 'implant-week',
  publishedAt: '2026-11-01T10:00:00.000Z',
  value: {
    title: 'Implant week </script><b>in Bengaluru</b>',
    image: {
      id: `img_${'a'.repeat(32)}`,
      width: 1600,
      height: 900,
      widths: [400, 800, 1600],
      alt: 'Delegates at the congress',
    },
    category: 'Congress',
    summary: 'Five days of hands-on courses & lectures.',
    body: '<p>The week opened with a live surgery.</p>',
  },
};

const listedMember = directoryMember();

const stubPressApi = () =>
  stubApi({
    'GET /api/content/sections/press-page': () => jsonResponse({ name: 'press-page', value: null }),
    'GET /api/content/press/implant-week': () => jsonResponse(article),
    'GET /api/content/press/gone': () => errorResponse(404, 'not_found', 'No such article.'),
    'GET /api/content/press': () => jsonResponse(onePage([article], 5)),
    'GET /api/content/press/categories': () => jsonResponse([{ name: 'Congress', count: 1 }]),
  });

/** The API's public reads, answered by the stubbed API. */
const readEndpoint: PageRendererOptions['readEndpoint'] = async (endpoint, input) => {
  const response = await fetch(urlOf(endpoint, input));
  return { status: response.status, body: await response.json() };
};

/** The renderer; the stubbed API (`stubApi`) answers what it reads. */
const renderer = (_api: ReturnType<typeof stubApi>) =>
  createPageRenderer({ readEndpoint, origin: 'https://osi.example.org', keepsParts: true });

/** A request without a session cookie, and one with. */
const visitor = { signedOut: true };
const cookieHolder = { signedOut: false };

const handedOver = (body: string) =>
  /<script type="application\/json" id="server-state">(.*)<\/script>$/s.exec(body)?.[1];

describe('drawing public pages on the server', () => {
  it('draws a press article with its title, description and share image in the head', async () => {
    const render = renderer(stubPressApi());
    const page = await render('/osi-press/implant-week', visitor);
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);

    expect(page.status).toBe(200);
    expect(page.head).toContain(
      '<title>Implant week &lt;/script&gt;&lt;b&gt;in Bengaluru&lt;/b&gt; · Oral Implantology Society of India</title>',
    );
    expect(page.head).toContain(
      '<meta name="description" content="Five days of hands-on courses &amp; lectures."/>',
    );
    expect(page.head).toContain(
      `<meta property="og:image" content="https://osi.example.org/uploads/public/content/img_${'a'.repeat(32)}-1600.webp"/>`,
    );
    expect(page.body).toContain('The week opened with a live surgery.');
    // The data handed to the browser cannot end its script element early.
    const state = handedOver(page.body);
    expect(state).not.toContain('</script>');
    expect(state).toContain('Implant week \\u003c/script>');
  });

  it('asks for the first card’s image of a list at once: it is the largest paint on a phone', async () => {
    const page = await renderer(stubPressApi())('/osi-press', visitor);
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    const firstImage = /<img [^>]*alt="Delegates at the congress"[^>]*>/.exec(page.body)?.[0];
    expect(firstImage).toContain('loading="eager"');
    expect(firstImage).toContain('fetchPriority="high"');
  });

  it('answers 404 with the not-found page for an article that does not exist', async () => {
    const page = await renderer(stubPressApi())('/osi-press/gone', visitor);
    expect(page).toMatchObject({ kind: 'page', status: 404 });
    if (page.kind !== 'page') return;
    expect(page.head).toContain('<meta name="robots" content="noindex"/>');
    expect(page.body).toContain('Page not found');
  });

  it('answers 404 for a blog category that holds no post, and 200 for one that does', async () => {
    const fetchApi = stubApi({
      'GET /api/content/sections/education': () => jsonResponse({ name: 'education', value: null }),
      'GET /api/content/blog/categories/congress': () =>
        jsonResponse({ slug: 'congress', name: 'Congress', count: 1 }),
      'GET /api/content/blog/categories/no-such-thing': () =>
        errorResponse(404, 'not_found', 'There is no such category.'),
      'GET /api/content/blog': () => jsonResponse(onePage([article], 30)),
    });
    const missing = await renderer(fetchApi)('/blog/category/no-such-thing', visitor);
    expect(missing).toMatchObject({ kind: 'page', status: 404 });
    if (missing.kind === 'page') expect(missing.body).toContain('Page not found');

    const found = await renderer(fetchApi)('/blog/category/congress', visitor);
    expect(found).toMatchObject({ kind: 'page', status: 200 });
    if (found.kind === 'page') expect(found.body).toContain('>Congress</h2>');
  });

  it('sends the route table’s old addresses on with a permanent redirect', async () => {
    const render = renderer(stubPressApi());
    expect(await render('/blog1/first-post', visitor)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/blog/first-post',
    });
    expect(await render('/blogs', visitor)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/blog',
    });
  });

  it('leaves the member area and the back office to the browser', async () => {
    const render = renderer(stubPressApi());
    expect(await render('/dashboard', visitor)).toEqual({ kind: 'client' });
    expect(await render('/adminhome', visitor)).toEqual({ kind: 'client' });
  });

  it('never asks for who is signed in: the page is the same for everyone with a session', async () => {
    const fetchApi = stubPressApi();
    const page = await renderer(fetchApi)('/osi-press/implant-week', cookieHolder);
    const asked = fetchApi.mock.calls.map(([url]) => String(url));
    expect(asked).toContain('/api/content/press/implant-week');
    expect(asked).not.toContain('/api/session');
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    expect(page.body).not.toContain('>Login<');
    expect(handedOver(page.body)).not.toContain('"session"');
  });

  it('draws a visitor without a session signed out, and tells the browser so it need not ask', async () => {
    const fetchApi = stubPressApi();
    const page = await renderer(fetchApi)('/osi-press/implant-week', visitor);
    expect(fetchApi.mock.calls.map(([url]) => String(url))).not.toContain('/api/session');
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    expect(page.body).toContain('>Login<');
    expect(handedOver(page.body)).toContain('"queryKey":["session"],"queryHash":"[\\"session\\"]"');
  });

  it('draws an event that takes registrations with a placeholder where the browser loads them', async () => {
    const fetchApi = stubApi({
      [`GET /api/content/event/${eventSlug}`]: () => jsonResponse(eventItem()),
    });
    const page = await renderer(fetchApi)(`/events/${eventSlug}`, visitor);
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Palace Grounds, Bengaluru');
    expect(page.body).toContain('h-[30rem]');
    expect(page.body).not.toContain('Register (opens in a new tab)');
    expect(fetchApi.mock.calls.map(([url]) => String(url))).not.toContain(
      `/api/events/${eventSlug}/registration`,
    );
  });

  it('draws the directory’s page of members the address asks for', async () => {
    const fetchApi = stubApi({
      'GET /api/content/sections/directory-finder': () =>
        jsonResponse({ name: 'directory-finder', value: null }),
      'GET /api/directory/members?page=2&search=mysuru': () =>
        jsonResponse({ ...onePage([listedMember], 12), page: 2, total: 13, totalPages: 2 }),
    });
    const page = await renderer(fetchApi)('/member-directory?search=mysuru&page=2', visitor);
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('>Directory Finder</h1>');
    expect(page.body).toContain('>Dr. Anjali Rao</a>');
    expect(page.body).toContain('value="mysuru"');
    expect(handedOver(page.body)).toContain(
      '"queryKey":["directory",{"page":2,"search":"mysuru"}]',
    );
  });

  it('draws the contact page with the secretariat’s details and the form, its token left to the browser', async () => {
    const fetchApi = stubApi({
      'GET /api/content/sections/contact-us': () =>
        jsonResponse({ name: 'contact-us', value: null }),
    });
    const page = await renderer(fetchApi)('/contact-us', visitor);
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    expect(page.body).toContain('>Contact Us</h1>');
    expect(page.body).toContain('office@osi.example.org');
    expect(page.body).toMatch(/<label [^>]*>Your name/);
    expect(page.body).toMatch(/<button [^>]*disabled=""[^>]*>Send message/);
    expect(fetchApi.mock.calls.map(([url]) => String(url))).not.toContain(
      '/api/contact/form-token',
    );
  });

  it('draws the sign-in form, for a visitor and for a session that may have ended', async () => {
    for (const who of [visitor, cookieHolder]) {
      const page = await renderer(stubPressApi())('/member-login', who);
      if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
      expect(page.head).toContain('<title>Login · Oral Implantology Society of India</title>');
      expect(page.body).toContain('>Hello Again</h1>');
      expect(page.body).toMatch(/<input [^>]*type="email"/);
      expect(page.body).toMatch(/<button [^>]*type="submit"[^>]*>Login/);
    }
  });

  it('draws the membership wizard’s first step, with the membership types handed over', async () => {
    const fetchApi = stubApi({ 'GET /api/membership-types': () => jsonResponse(membershipTypes) });
    const page = await renderer(fetchApi)('/become-a-member', visitor);
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    expect(page.body).toContain('>Become a Member</h1>');
    expect(page.body).toContain('>Create Account</h2>');
    expect(page.body).toMatch(/<input [^>]*autoComplete="new-password"/);
    expect(handedOver(page.body)).toContain('"queryKey":["membership-types"]');
  });
});

describe('the header and footer kept for signed-out visitors (decision 115)', () => {
  const drawingAll = () =>
    createPageRenderer({ readEndpoint, origin: 'https://osi.example.org', keepsParts: false });

  /** The page's markup, without the state handed over (which says when it was taken). */
  const bodyOf = async (rendered: Promise<RenderedPage>) => {
    const page = await rendered;
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    return page.body.replace(/<script type="application\/json" id="server-state">.*$/s, '');
  };
  /** Its text as a reader sees it, without React's marks between adjacent texts. */
  const textOf = async (rendered: Promise<RenderedPage>) =>
    (await bodyOf(rendered)).replaceAll('<!-- -->', '');
  const ids = /\b(id|for|aria-controls|aria-labelledby|aria-describedby)="([^"]*)"/g;
  /** Every element a label or an ARIA attribute names is on the page. */
  const unpairedReferences = (body: string) => {
    const present = new Set(
      [...body.matchAll(ids)].filter(([, a]) => a === 'id').map(([, , v]) => v),
    );
    return [...body.matchAll(ids)]
      .filter(([, attribute, value]) => attribute !== 'id' && !present.has(value))
      .map(([reference]) => reference);
  };
  /** React's ids (`useId`) in order of appearance, as they cannot be the same drawn apart. */
  const withoutReactIds = (body: string) => body.replace(/_[a-z-]*R_[0-9a-z]+_/g, 'ID');

  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws every page as it would draw it whole, from parts drawn once', async () => {
    const render = renderer(stubPressApi());
    const renderWhole = drawingAll();
    for (const path of ['/osi-press/implant-week', '/osi-press', '/member-login']) {
      const first = await bodyOf(render(path, visitor));
      const kept = await bodyOf(render(path, visitor));
      const whole = await bodyOf(renderWhole(path, visitor));
      expect(kept).toBe(first);
      expect(kept).toContain('<header class="sticky');
      expect(kept).toContain('<footer class="surface-dark');
      expect(kept).not.toContain('data-kept-part');
      expect(withoutReactIds(kept)).toBe(withoutReactIds(whole));
      expect(unpairedReferences(kept)).toEqual([]);
    }
  });

  it('draws them again when the society’s details change', async () => {
    let name = 'Oral Implantology Society of India';
    stubPressApi();
    const render = createPageRenderer({
      readEndpoint: async (endpoint, input) => {
        const answer = await readEndpoint(endpoint, input);
        const body = answer.body as { name?: string };
        return urlOf(endpoint, input) === '/api/content/site-settings'
          ? { ...answer, body: { ...body, name } }
          : answer;
      },
      origin: 'https://osi.example.org',
      keepsParts: true,
    });
    const footnote = async () =>
      /© ([^.]*)\. All rights reserved/.exec(await textOf(render('/member-login', visitor)))?.[1];
    expect(await footnote()).toMatch(/ Oral Implantology Society of India$/);
    name = 'Implant Society of India';
    expect(await footnote()).toMatch(/\d{4} Implant Society of India$/);
  });

  it('keeps them at most 30 seconds: the footer shows the year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T23:59:50Z'));
    const render = renderer(stubPressApi());
    const year = async () => /© (\d{4}) /.exec(await textOf(render('/member-login', visitor)))?.[1];
    expect(await year()).toBe('2026');
    vi.setSystemTime(new Date('2027-01-01T00:00:15Z'));
    expect(await year()).toBe('2026');
    vi.setSystemTime(new Date('2027-01-01T00:00:25Z'));
    expect(await year()).toBe('2027');
  });

  it('draws them within the page for a visitor with a session', async () => {
    const page = await bodyOf(renderer(stubPressApi())('/member-login', cookieHolder));
    expect(page).toBe(await bodyOf(drawingAll()('/member-login', cookieHolder)));
  });
});
