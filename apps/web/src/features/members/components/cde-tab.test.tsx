import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { cdeSummary } from '@/testing/event-fixtures';
import { signedIn } from '@/testing/fixtures';
import { memberProfile } from '@/testing/member-fixtures';
import { dashboardLoad, renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

// The dashboard's code, loaded before the first test rather than within it.
beforeAll(() => import('@/features/members/pages/dashboard-page'));

type Handlers = Parameters<typeof stubApi>[0];

const openTab = async (handlers: Handlers = {}) => {
  const fetchMock = stubApi({
    'GET /api/session': () => jsonResponse(signedIn),
    'GET /api/me/profile': () => jsonResponse(memberProfile),
    'GET /api/me/cde': () => jsonResponse(cdeSummary),
    ...handlers,
  });
  const { user } = await renderApp('/dashboard?tab=cde');
  const panel = within(
    await screen.findByRole('tabpanel', { name: 'CDE and certificates' }, dashboardLoad),
  );
  return { panel, user, fetchMock };
};

describe('the dashboard’s CDE and certificates tab', () => {
  it('shows the cycle against its requirement, the points by year and the awards', async () => {
    const { panel } = await openTab();
    expect(await panel.findByText('18 of 30 points, 2025–2029')).toBeVisible();
    expect(panel.getByRole('progressbar', { name: 'CDE points this cycle' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    const years = within(panel.getByRole('table', { name: 'CDE points by year' }));
    expect(years.getByRole('row', { name: '2025 6' })).toBeVisible();
    expect(years.getByRole('row', { name: '2026 12' })).toBeVisible();
    expect(panel.getByText('13 February 2026 · 12 points · DCI/CDE/2026/017')).toBeVisible();
  });

  it('lists the certificates with their status, a download and a verification link', async () => {
    const { panel } = await openTab();
    const attendance = (
      await panel.findByRole('link', {
        name: 'Download Certificate of attendance ABCD2345EFGH6789',
      })
    ).closest('li')!;
    expect(within(attendance).getByText('valid')).toHaveAttribute('data-tone', 'green');
    expect(
      within(attendance).getByRole('link', {
        name: 'Download Certificate of attendance ABCD2345EFGH6789',
      }),
    ).toHaveAttribute('href', '/api/me/certificates/ABCD2345EFGH6789');
    expect(
      within(attendance).getByRole('link', {
        name: 'Verify Certificate of attendance ABCD2345EFGH6789',
      }),
    ).toHaveAttribute('href', '/verify/ABCD2345EFGH6789');
    const membership = panel
      .getByRole('link', { name: 'Download Membership certificate MNPQ2345RSTV6789' })
      .closest('li')!;
    expect(within(membership).getByText('revoked')).toHaveAttribute('data-tone', 'red');
  });

  it('gets the membership certificate the member may ask for', async () => {
    const { panel, user, fetchMock } = await openTab({
      'POST /api/me/certificates': () =>
        jsonResponse({ ...cdeSummary.certificates[1], code: 'WXYZ2345RSTV6789', status: 'valid' }),
    });
    expect(panel.queryByRole('button', { name: 'Get fellowship certificate' })).toBeNull();
    await user.click(await panel.findByRole('button', { name: 'Get membership certificate' }));
    expect(await screen.findByText('Your membership certificate is ready.')).toBeVisible();
    const asked = fetchMock.mock.calls.find(([url]) => url === '/api/me/certificates');
    expect(JSON.parse(String(asked?.[1]?.body))).toEqual({ kind: 'membership' });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/me/cde')).toHaveLength(2);
  });

  it('shows a refusal to issue a certificate in the server’s words', async () => {
    const { panel, user } = await openTab({
      'POST /api/me/certificates': () =>
        errorResponse(403, 'forbidden', 'You do not hold this membership or fellowship.'),
    });
    await user.click(await panel.findByRole('button', { name: 'Get membership certificate' }));
    expect(await screen.findByText('You do not hold this membership or fellowship.')).toBeVisible();
  });

  it('says when there are no certificates yet', async () => {
    const { panel } = await openTab({
      'GET /api/me/cde': () =>
        jsonResponse({
          ...cdeSummary,
          cycleTotal: 0,
          years: [],
          awards: [],
          certificates: [],
          available: { membership: false, fellowship: false },
        }),
    });
    expect(await panel.findByText('0 of 30 points, 2025–2029')).toBeVisible();
    expect(panel.getByRole('heading', { name: 'No certificates yet' })).toBeVisible();
    expect(panel.queryByRole('table')).toBeNull();
  });
});
