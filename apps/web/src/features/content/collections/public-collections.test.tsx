import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { onePage } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi } from '@/testing/stub-api';

const item = (slug: string, value: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  slug,
  publishedAt: '2026-11-01T10:00:00.000Z',
  value,
});

const grant = item('young-research-grant', {
  title: 'Young Research Grant',
  amount: '₹2,00,000',
  deadline: '2027-01-31',
  image: null,
  summary: 'For members in their first five years of practice.',
  body: '<p>Apply with a protocol.</p>',
});

const event = (slug: string, title: string) =>
  item(slug, {
    title,
    startDate: '2027-02-12',
    endDate: '2027-02-14',
    time: '9 am',
    venue: 'Palace Grounds',
    city: 'Bengaluru',
    image: null,
    summary: `${title}, in brief.`,
    body: '',
    registrationUrl: 'https://register.example.org',
  });

const noSection = (name: string) => ({
  [`GET /api/content/sections/${name}`]: () => jsonResponse({ name, value: null }),
});

// The checks of the API's answers load with the first request (decision 052); loaded before,
// the waits below measure the pages, not the loading of modules.
beforeAll(async () => {
  await import('@/lib/response-schemas');
});

describe('the public collections, each drawn from its description', () => {
  it("shows a research grant's amount, deadline and the ways to apply", async () => {
    stubApi({ 'GET /api/content/research-grant/young-research-grant': () => jsonResponse(grant) });
    await renderApp('/research-grant/young-research-grant');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Young Research Grant' }),
    ).toBeVisible();
    const facts = within(screen.getByRole('complementary'));
    expect(facts.getByText('₹2,00,000')).toBeVisible();
    expect(facts.getByText('Apply by')).toBeVisible();
    expect(facts.getByRole('link', { name: 'Apply for a grant' })).toHaveAttribute(
      'href',
      '/research-grant-application',
    );
    expect(facts.getByRole('link', { name: 'Application guidelines' })).toHaveAttribute(
      'href',
      '/application-guidelines',
    );
    expect(screen.getByRole('link', { name: '← All research grants' })).toHaveAttribute(
      'href',
      '/research-grant',
    );
  });

  it('lists upcoming and past events apart, each card leading to its event', async () => {
    stubApi({
      ...noSection('events-page'),
      'GET /api/content/event': (_, url) =>
        jsonResponse(
          onePage(
            url.search === '?when=upcoming&pageSize=50' ? [event('congress', 'Congress 2027')] : [],
          ),
        ),
    });
    await renderApp('/events');

    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming events' }));
    expect(await upcoming.findByRole('heading', { level: 3, name: 'Congress 2027' })).toBeVisible();
    expect(upcoming.getByRole('link', { name: 'Event details: Congress 2027' })).toHaveAttribute(
      'href',
      '/events/congress',
    );
    const past = within(screen.getByRole('region', { name: 'Past events' }));
    expect(await past.findByText('No past events yet.')).toBeVisible();
  });

  it('offers an event as an .ics file named for its address, and its registration', async () => {
    stubApi({
      'GET /api/content/event/congress': () => jsonResponse(event('congress', 'Congress 2027')),
    });
    await renderApp('/events/congress');

    const calendar = await screen.findByRole('link', { name: 'Add to calendar (.ics)' });
    expect(calendar).toHaveAttribute('download', 'congress.ics');
    expect(decodeURIComponent(calendar.getAttribute('href')!)).toContain('/events/congress');
    expect(screen.getByRole('link', { name: 'Register (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://register.example.org',
    );
  });

  it('draws a press article at the short name of the society, linking to the others there', async () => {
    const article = (slug: string, title: string) =>
      item(slug, {
        title,
        image: null,
        category: 'Congress',
        tag: '',
        author: '',
        summary: `${title}, in brief.`,
        body: '<p>It opened.</p>',
      });
    stubApi({
      ...noSection('press-page'),
      'GET /api/content/press/implant-week': () =>
        jsonResponse(article('implant-week', 'Implant week')),
      'GET /api/content/press': () =>
        jsonResponse(onePage([article('implant-week', 'Implant week'), article('camp', 'Camp')])),
      'GET /api/content/press/categories': () =>
        jsonResponse([{ name: 'Congress', slug: 'congress', count: 2 }]),
    });
    await renderApp('/osi-press/implant-week');

    expect(await screen.findByRole('heading', { level: 1, name: 'Implant week' })).toBeVisible();
    const latest = within(screen.getByRole('region', { name: 'Latest' }));
    expect(await latest.findByRole('link', { name: 'Camp' })).toHaveAttribute(
      'href',
      '/osi-press/camp',
    );
  });

  it('answers "not found" for a press address with another name', async () => {
    stubApi(noSection('press-page'));
    await renderApp('/other-press');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
