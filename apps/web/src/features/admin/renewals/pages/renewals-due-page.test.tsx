import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { listPage, loadBackOffice, stubAdminApi, testId } from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const due = [
  {
    id: testId(1),
    name: 'Dr. Meera Pillai',
    email: 'meera@clinic.example.in',
    membershipId: 'OSI-2025-00012',
    validUntil: '2026-11-20',
    standing: 'grace',
    reminders: [
      { offsetDays: -30, sentAt: '2026-10-21T03:30:00.000Z' },
      { offsetDays: -7, sentAt: '2026-11-13T03:30:00.000Z' },
      { offsetDays: 0, sentAt: '2026-11-20T03:30:00.000Z' },
    ],
  },
  {
    id: testId(2),
    name: 'Dr. Arjun Nair',
    email: 'arjun@clinic.example.in',
    membershipId: 'OSI-2025-00044',
    validUntil: '2026-12-20',
    standing: 'expiring',
    reminders: [],
  },
];

describe('renewals due', () => {
  it('lists who is due with the reminders their term has had', async () => {
    stubAdminApi({ 'GET /api/admin/renewals-due': () => jsonResponse(listPage(due)) });
    await renderApp('/admin-renewals-due');
    const table = within(await screen.findByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Member',
      'Membership ID',
      'E-mail',
      'Valid until',
      'Standing',
      'Reminders sent',
    ]);
    const [, first, second] = table.getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Dr. Meera Pillai',
      'OSI-2025-00012',
      'meera@clinic.example.in',
      '20 November 2026',
      'In grace',
      '30 days before, 7 days before, on the day',
    ]);
    expect(within(second!).getAllByRole('cell').at(-1)!.textContent).toBe('None yet');
    expect(table.getByRole('link', { name: 'Dr. Arjun Nair' })).toHaveAttribute(
      'href',
      `/admin-membership-details/${testId(2)}`,
    );
    expect(screen.getByText('Due to renew: 2')).toBeVisible();
  });

  it('runs the reminder pass on request and says how many went', async () => {
    let sent = false;
    stubAdminApi({
      'GET /api/admin/renewals-due': () => jsonResponse(listPage(sent ? due : [])),
      'POST /api/admin/renewals-due/reminders': (init) => {
        expect(JSON.parse(String(init?.body))).toEqual({ run: true });
        sent = true;
        return jsonResponse({ sent: 2 });
      },
    });
    await renderApp('/admin-renewals-due');
    expect(await screen.findByRole('heading', { name: 'Nobody is due to renew' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send due reminders now' }));
    expect(await screen.findByText('2 reminders queued for sending.')).toBeVisible();
    expect(await screen.findByText('Due to renew: 2')).toBeVisible();
  });
});
