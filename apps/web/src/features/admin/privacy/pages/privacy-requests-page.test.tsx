import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { privacyMessages } from '@osi/shared';
import { listPage, loadBackOffice, stubAdminApi, testId } from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const erasure = {
  id: testId(1),
  kind: 'erasure',
  status: 'pending',
  note: 'Leaving the profession.',
  outcome: '',
  requestedAt: '2026-11-20T04:30:00.000Z',
  decidedAt: null,
  decidedBy: null,
  member: { id: testId(9), name: 'Dr. Meera Pillai', email: 'meera@example.in', erased: false },
};

describe('privacy requests', () => {
  it('says so when there are none', async () => {
    stubAdminApi({ 'GET /api/admin/privacy-requests': () => jsonResponse(listPage([])) });
    await renderApp('/admin-privacy-requests');
    expect(await screen.findByText('No privacy requests')).toBeVisible();
  });

  it('approves an erasure only after warning that it cannot be undone', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/admin/privacy-requests': () => jsonResponse(listPage([erasure])),
      [`POST /api/admin/privacy-requests/${erasure.id}/approve`]: () =>
        jsonResponse({ message: privacyMessages.approved }),
    });
    const { user } = await renderApp('/admin-privacy-requests');
    const row = within((await screen.findAllByRole('row'))[1]!);
    expect(row.getByText('Leaving the profession.')).toBeVisible();
    await user.click(row.getByRole('button', { name: 'Approve the erasure of Dr. Meera Pillai' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/This cannot be undone/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Erase the account' }));
    expect(await screen.findByText(privacyMessages.approved)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/privacy-requests/${erasure.id}/approve`,
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ outcome: '' }) }),
    );
  });

  it('refuses only with a reason', async () => {
    stubAdminApi({ 'GET /api/admin/privacy-requests': () => jsonResponse(listPage([erasure])) });
    const { user } = await renderApp('/admin-privacy-requests');
    const row = within((await screen.findAllByRole('row'))[1]!);
    await user.click(row.getByRole('button', { name: 'Refuse the erasure of Dr. Meera Pillai' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Refuse the request' }));
    expect(await dialog.findByText(privacyMessages.outcomeRequired)).toBeVisible();
  });
});
