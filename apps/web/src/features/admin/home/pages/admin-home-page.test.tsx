import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBackOffice, stubAdminApi, testId } from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const overview = {
  members: { pending: 12, approved: 340, declined: 4, manual: 25, deleted: 3 },
  unclaimedPayments: 2,
  recentActivity: [
    {
      id: testId(1),
      actorType: 'admin',
      action: 'member.status-approved',
      entityType: 'member',
      entityId: testId(7),
      createdAt: '2026-03-03T10:15:00.000Z',
    },
    {
      id: testId(2),
      actorType: 'member',
      action: 'member.registered',
      entityType: 'member',
      entityId: testId(8),
      createdAt: '2026-03-02T08:00:00.000Z',
    },
    {
      id: testId(3),
      actorType: 'admin',
      action: 'membership-type.updated',
      entityType: 'membership-type',
      entityId: testId(9),
      createdAt: '2026-03-01T08:00:00.000Z',
    },
    {
      id: testId(4),
      actorType: 'system',
      action: 'something.new',
      entityType: 'other',
      entityId: null,
      createdAt: '2026-03-01T07:00:00.000Z',
    },
  ],
};

describe('admin overview', () => {
  it('puts the applications waiting for review first, linking to the list', async () => {
    stubAdminApi({ 'GET /api/admin/overview': () => jsonResponse(overview) });
    await renderApp('/adminhome');
    const pending = await screen.findByRole('link', {
      name: /12\s*Applications waiting for review/,
    });
    expect(pending).toHaveAttribute('href', '/admin-membership-applications');
    const main = within(screen.getByRole('main'));
    for (const text of ['Approved members', 'Declined applications', 'Members added by hand']) {
      expect(main.getByText(text)).toBeVisible();
    }
    expect(main.getByRole('link', { name: /3\s*Deleted applications/ })).toHaveAttribute(
      'href',
      '/admin-deleted-membership-applications',
    );
    expect(main.getByRole('link', { name: /2\s*Payments to reconcile/ })).toHaveAttribute(
      'href',
      '/admin-payments-reconciliation',
    );
  });

  it('tells the recent activity in words, linking to the member concerned', async () => {
    stubAdminApi({ 'GET /api/admin/overview': () => jsonResponse(overview) });
    await renderApp('/adminhome');
    const activity = within(await screen.findByRole('region', { name: 'Recent activity' }));
    const items = activity.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Application approved');
    expect(items[0]).toHaveTextContent('by an administrator · 3 Mar 2026');
    expect(within(items[0]!).getByRole('link', { name: 'View member' })).toHaveAttribute(
      'href',
      `/admin-membership-details/${testId(7)}`,
    );
    expect(items[1]).toHaveTextContent('New membership applicationby the member');
    expect(items[2]).toHaveTextContent('Membership type updated');
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    expect(items[3]).toHaveTextContent('Something newby the system');
  });

  it('says when nothing has happened yet', async () => {
    stubAdminApi({
      'GET /api/admin/overview': () =>
        jsonResponse({
          members: { pending: 0, approved: 0, declined: 0, manual: 0, deleted: 0 },
          unclaimedPayments: 0,
          recentActivity: [],
        }),
    });
    await renderApp('/adminhome');
    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: /0\s*Applications waiting for review/ })).toBeVisible();
  });
});

describe('the membership year on the overview', () => {
  it('shows members by standing and the financial year’s income, linking onwards', async () => {
    stubAdminApi({
      'GET /api/admin/overview': () => jsonResponse(overview),
      'GET /api/admin/membership-year': () =>
        jsonResponse({
          standings: { active: 310, expiring: 14, grace: 6, lapsed: 35 },
          lifeMembers: 120,
          financialYear: '2026-27',
          income: 1234567.5,
        }),
    });
    await renderApp('/adminhome');
    const year = within(
      (await screen.findByRole('heading', { name: 'The membership year' })).closest('section')!,
    );
    expect(await year.findByText('Members by standing')).toBeVisible();
    expect(year.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Active: 310',
      'Expiring: 14',
      'In grace: 6',
      'Lapsed: 35',
    ]);
    expect(year.getByText(/120 life members, counted as active/)).toBeVisible();
    expect(year.getByRole('link', { name: 'See who is due to renew' })).toHaveAttribute(
      'href',
      '/admin-renewals-due',
    );
    expect(year.getByRole('link', { name: /Income in 2026-27\s*₹12,34,567.50/ })).toHaveAttribute(
      'href',
      '/admin-payments',
    );
  });
});
