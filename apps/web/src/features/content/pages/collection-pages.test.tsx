import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { onePage } from '@/testing/fixtures';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';
import { cardCollection } from '../collections/card-collection';
import type {
  CollectionDescription,
  CollectionRoutes,
} from '../collections/collection-description';
import { collectionPages } from './collection-pages';

type Tool = { name: string; hall: string; blurb: string; text: string };

/** A made-up collection at an address with a parameter, as the press pages have. */
const routes: CollectionRoutes = {
  list: '/:site/tools',
  item: '/:site/tools/:slug',
  category: '/:site/tools/kind/:categorySlug',
};

const tools = (overrides: Partial<Parameters<typeof cardCollection<Tool>>[0]> = {}) =>
  cardCollection<Tool>({
    collection: 'study-club',
    banner: { section: 'study-club-page', fallback: 'Workshop tools' },
    pageSize: 20,
    lists: [{ empty: 'No tools yet.' }],
    card: (tool) => ({
      title: tool.name,
      summary: tool.blurb,
      meta: tool.hall,
      linkLabel: 'About the tool',
    }),
    back: 'All tools',
    detail: (tool, { slug, path }) => ({
      title: tool.name,
      summary: tool.blurb,
      body: tool.text,
      facts: [
        ['Hall', tool.hall],
        ['Address', path],
        ['Empty', ''],
      ],
      actions: <p>Borrow {slug}</p>,
    }),
    ...overrides,
  });

const item = (slug: string, name: string) => ({
  id: crypto.randomUUID(),
  slug,
  publishedAt: '2026-11-01T10:00:00.000Z',
  value: {
    name,
    hall: `Hall of ${name}`,
    blurb: `What ${name} does.`,
    text: `<p>${name} in use.</p>`,
  },
});

const noBanner = {
  'GET /api/content/sections/study-club-page': () =>
    jsonResponse({ name: 'study-club-page', value: null }),
};

const renderAt = (url: string, description: CollectionDescription) => {
  const router = createMemoryRouter(
    (Object.keys(routes) as (keyof CollectionRoutes)[]).map((kind) => {
      const Page = collectionPages[kind];
      return { path: routes[kind], element: <Page description={description} routes={routes} /> };
    }),
    { initialEntries: [url] },
  );
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
};

// The checks of the API's answers load with the first request (decision 052); loaded before,
// the waits below measure the pages, not the loading of modules.
beforeAll(async () => {
  await import('@/lib/response-schemas');
});

describe('the pages drawn from a collection description', () => {
  it('lists the items as cards under the banner, each leading to its page at the same site', async () => {
    const asked: URL[] = [];
    stubApi({
      ...noBanner,
      'GET /api/content/study-club': (_, url) => {
        asked.push(url);
        return jsonResponse(onePage([item('lathe', 'Lathe'), item('drill', 'Drill')]));
      },
    });
    renderAt('/north/tools', tools());

    expect(await screen.findByRole('heading', { level: 1, name: 'Workshop tools' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Lathe' })).toBeVisible();
    expect(screen.getByText('Hall of Drill')).toBeVisible();
    expect(screen.getByText('What Drill does.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'About the tool: Lathe' })).toHaveAttribute(
      'href',
      '/north/tools/lathe',
    );
    expect(asked.map((url) => url.search)).toEqual(['?pageSize=20']);
  });

  it('says what the description says while the collection is empty', async () => {
    stubApi({ ...noBanner, 'GET /api/content/study-club': () => jsonResponse(onePage([])) });
    renderAt('/north/tools', tools());
    expect(await screen.findByText('No tools yet.')).toBeVisible();
  });

  it('draws each titled list from its own query, with its cards a level below its heading', async () => {
    stubApi({
      ...noBanner,
      'GET /api/content/study-club': (_, url) =>
        jsonResponse(
          onePage(url.searchParams.get('when') === 'upcoming' ? [item('saw', 'Saw')] : []),
        ),
    });
    renderAt(
      '/north/tools',
      tools({
        lists: [
          { when: 'upcoming', heading: { id: 'tools-new', text: 'New tools' }, empty: 'None new.' },
          { when: 'past', heading: { id: 'tools-old', text: 'Old tools' }, empty: 'None old.' },
        ],
      }),
    );
    const upcoming = within(await screen.findByRole('region', { name: 'New tools' }));
    expect(await upcoming.findByRole('heading', { level: 3, name: 'Saw' })).toBeVisible();
    const past = within(screen.getByRole('region', { name: 'Old tools' }));
    expect(await past.findByText('None old.')).toBeVisible();
  });

  it("draws an item's page: its text, the facts it has, its actions and the way back", async () => {
    stubApi({ 'GET /api/content/study-club/lathe': () => jsonResponse(item('lathe', 'Lathe')) });
    renderAt('/north/tools/lathe', tools());

    expect(await screen.findByRole('heading', { level: 1, name: 'Lathe' })).toBeVisible();
    expect(await screen.findByText('Lathe in use.')).toBeVisible();
    const facts = screen.getAllByRole('term').map((term) => term.textContent);
    expect(facts).toEqual(['Hall', 'Address']);
    expect(screen.getByText('/north/tools/lathe')).toBeVisible();
    expect(screen.getByText('Borrow lathe')).toBeVisible();
    expect(screen.getByRole('link', { name: '← All tools' })).toHaveAttribute(
      'href',
      '/north/tools',
    );
  });

  it('answers "not found" for a slug that no published item has', async () => {
    stubApi({
      'GET /api/content/study-club/gone': () => errorResponse(404, 'not_found', 'No such item.'),
    });
    renderAt('/north/tools/gone', tools());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  it('waits while the description cannot yet tell whether its pages are at this address', async () => {
    stubApi(noBanner);
    renderAt('/south/tools', tools({ useFound: () => undefined }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { name: 'Workshop tools' })).toBeNull();
  });

  it('answers "not found" where the description says its pages are not', async () => {
    stubApi(noBanner);
    renderAt('/south/tools/lathe', tools({ useFound: () => false }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  it("lists a category's items under the category's name", async () => {
    const asked: URL[] = [];
    stubApi({
      ...noBanner,
      'GET /api/content/study-club/categories/cutting': () =>
        jsonResponse({ name: 'Cutting', slug: 'cutting', count: 1 }),
      'GET /api/content/study-club': (_, url) => {
        asked.push(url);
        return jsonResponse(onePage([item('saw', 'Saw')]));
      },
    });
    renderAt('/north/tools/kind/cutting', tools());
    expect(await screen.findByRole('heading', { level: 2, name: 'Cutting' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'About the tool: Saw' })).toHaveAttribute(
      'href',
      '/north/tools/saw',
    );
    expect(asked.map((url) => url.search)).toEqual(['?pageSize=20&category=cutting']);
  });

  it("answers 'not found' for a category that holds no published item", async () => {
    stubApi({
      ...noBanner,
      'GET /api/content/study-club/categories/none': () =>
        errorResponse(404, 'not_found', 'There is no such category.'),
      'GET /api/content/study-club': () => jsonResponse(onePage([])),
    });
    renderAt('/north/tools/kind/none', tools());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
