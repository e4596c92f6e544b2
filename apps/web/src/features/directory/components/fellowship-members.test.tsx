import type { DirectoryFellow } from '@osi/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { onePage } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi } from '@/testing/stub-api';

/** The page's code, loaded before the first test so it does not wait for it. */
beforeAll(async () => {
  await Promise.all([
    import('@/features/content/pages/simple-pages'),
    import('./fellowship-members'),
  ]);
});

const fellow: DirectoryFellow = {
  id: '00000000-0000-4000-8000-000000000007',
  title: 'Prof.',
  firstName: 'Lakshmi',
  lastName: 'Narayanan',
  profilePictureUrl: null,
  specialty: 'Oral Surgery',
  city: 'Chennai',
  state: 'Tamil Nadu',
  country: 'India',
  fellowSince: 2025,
};

const keptFellow = {
  id: '7f1d2c3b-4a5e-4f60-8a71-92b3c4d5e6f7',
  slug: null,
  publishedAt: '2026-01-01T00:00:00.000Z',
  value: { name: 'Dr. Meera Krishnan', image: null, city: 'Pune', speciality: '', year: 2019 },
};

const stubFellowsPage = (programme: DirectoryFellow[]) =>
  stubApi({
    'GET /api/content/sections/fellows-page': () =>
      jsonResponse({ name: 'fellows-page', value: null }),
    'GET /api/content/fellow': () => jsonResponse(onePage([keptFellow], 100)),
    'GET /api/directory/fellows': () => jsonResponse(programme),
  });

describe('/fellows', () => {
  it('lists the fellows the administrators keep, then the listed members in the programme', async () => {
    stubFellowsPage([fellow]);
    await renderApp('/fellows');
    expect(await screen.findByText('Dr. Meera Krishnan')).toBeVisible();
    const programme = await screen.findByRole('region', { name: 'In the fellowship programme' });
    const link = await within(programme).findByRole('link', { name: 'Prof. Lakshmi Narayanan' });
    expect(link).toHaveAttribute('href', '/studyclub-member/00000000-0000-4000-8000-000000000007');
    expect(within(programme).getByText('Chennai, Tamil Nadu')).toBeVisible();
    expect(within(programme).getByText('In the programme since 2025')).toBeVisible();
  });

  it('says when no member in the programme is listed yet', async () => {
    stubFellowsPage([]);
    await renderApp('/fellows');
    const programme = await screen.findByRole('region', { name: 'In the fellowship programme' });
    expect(
      await within(programme).findByRole('heading', { name: 'No one listed yet' }),
    ).toBeVisible();
  });
});
