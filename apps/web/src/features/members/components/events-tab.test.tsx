import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownRegistration } from '@/testing/event-fixtures';
import { signedIn } from '@/testing/fixtures';
import { memberProfile } from '@/testing/member-fixtures';
import { dashboardLoad, renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

// The dashboard's code, loaded before the first test rather than within it.
beforeAll(() => import('@/features/members/pages/dashboard-page'));

const openTab = async (events: () => Response) => {
  stubApi({
    'GET /api/session': () => jsonResponse(signedIn),
    'GET /api/me/profile': () => jsonResponse(memberProfile),
    'GET /api/me/events': events,
  });
  await renderApp('/dashboard?tab=events');
  return within(await screen.findByRole('tabpanel', { name: 'Events' }, dashboardLoad));
};

describe('the dashboard’s Events tab', () => {
  it('lists the registrations with status, date, ticket and a link to each one’s page', async () => {
    const panel = await openTab(() =>
      jsonResponse({
        items: [
          ownRegistration(),
          ownRegistration({
            id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
            token: 'ZyXwVuTsRqPoNmLkJiHgFeDcBa987654',
            status: 'waiting',
            waitingPosition: 4,
            ticketCode: null,
          }),
        ],
      }),
    );
    const rows = await panel.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const registered = within(rows[0]!);
    expect(rows[0]).toHaveTextContent('12 February 2027 · Bengaluru · Ticket 7K3M-9P2Q-X4RT');
    expect(registered.getByText('Registered')).toHaveAttribute('data-tone', 'green');
    expect(
      registered.getByRole('link', { name: 'Open registration: Implant Summit 2027' }),
    ).toHaveAttribute('href', '/event-registration/AbCdEfGhIjKlMnOpQrStUvWxYz012345');
    expect(rows[1]).toHaveTextContent('Number 4 on the waiting list');
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute(
      'href',
      '/event-registration/ZyXwVuTsRqPoNmLkJiHgFeDcBa987654',
    );
  });

  it('leads to the events page when there is no registration yet', async () => {
    const panel = await openTab(() => jsonResponse({ items: [] }));
    expect(await panel.findByRole('heading', { name: 'No event registrations yet' })).toBeVisible();
    expect(panel.getByRole('link', { name: "See the society's events" })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('offers to try again when the registrations cannot be read', async () => {
    const panel = await openTab(() => errorResponse(503, 'unavailable', 'Try later.'));
    expect(await panel.findByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
