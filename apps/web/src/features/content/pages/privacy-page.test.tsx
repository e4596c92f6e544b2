import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { privacyNotice } from '@/testing/registration';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

describe('the privacy page', () => {
  it('shows the notice with its version and date, and the grievance officer', async () => {
    stubApi({ 'GET /api/privacy-notice': () => jsonResponse(privacyNotice) });
    await renderApp('/privacy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    expect(await screen.findByText(/Version 3, published/)).toHaveTextContent(
      'Version 3, published 20 November 2026',
    );
    expect(screen.getByText('What the society keeps, why and for how long.')).toBeVisible();
    const grievance = within(screen.getByRole('complementary', { name: 'Grievance officer' }));
    expect(grievance.getByText('Dr. Meera Subramanian')).toBeVisible();
    expect(grievance.getByRole('link', { name: 'grievance@osi.example' })).toHaveAttribute(
      'href',
      'mailto:grievance@osi.example',
    );
    expect(grievance.getByText('29 MG Road, Bengaluru 560001')).toBeVisible();
    expect(grievance.getByText('We answer grievances within 30 days.')).toBeVisible();
    expect(grievance.getByText('privacy@osi.example')).toBeVisible();
  });

  it('says so while no notice is published', async () => {
    stubApi({
      'GET /api/privacy-notice': () => errorResponse(404, 'not_found', 'Not published'),
    });
    await renderApp('/privacy');
    expect(await screen.findByText('Not yet published')).toBeVisible();
  });
});
