import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBackOffice, stubAdminApi, testId } from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

describe('the Check-in page', () => {
  it('lists the events near today, each opening its check-in page', async () => {
    stubAdminApi(
      {
        'GET /api/admin/check-in/events': () =>
          jsonResponse({
            items: [
              {
                eventId: testId(4),
                title: 'Implant Prosthetics Masterclass',
                startDate: '2026-12-12',
                registered: 50,
                checkedIn: 37,
              },
            ],
          }),
      },
      'check_in',
    );
    await renderApp('/admin/check-in');
    expect(
      await screen.findByRole('link', { name: 'Check in to Implant Prosthetics Masterclass' }),
    ).toHaveAttribute('href', `/admin/events/${testId(4)}/check-in`);
    expect(screen.getByText('37 of 50')).toBeVisible();
  });

  it('says when no event is near', async () => {
    stubAdminApi({ 'GET /api/admin/check-in/events': () => jsonResponse({ items: [] }) });
    await renderApp('/admin/check-in');
    expect(await screen.findByText('No event near today')).toBeVisible();
  });
});
