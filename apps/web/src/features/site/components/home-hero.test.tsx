import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi } from '@/testing/stub-api';

const homeRecord = (value: Record<string, unknown> | null) =>
  stubApi({ 'GET /api/content/sections/home': () => jsonResponse({ name: 'home', value }) });

describe('home page hero', () => {
  it('shows the heading and text an administrator wrote in the Homepage record', async () => {
    homeRecord({
      heroHeading: 'Implantology for every patient',
      heroText: 'Courses, research and fellowship for clinicians across India.',
      introHeading: 'About us',
      introBody: '<p>We are a society.</p>',
      heroImage: null,
    });
    await renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Implantology for every patient' }),
    ).toBeVisible();
    expect(
      screen.getByText('Courses, research and fellowship for clinicians across India.'),
    ).toBeVisible();
  });

  it('shows the society’s own heading until the record is written', async () => {
    homeRecord(null);
    await renderApp('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Advancing dental implantology in India' }),
    ).toBeVisible();
  });
});
