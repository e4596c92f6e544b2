import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadBackOffice,
  memberListItem,
  memberPage,
  stubAdminApi,
  testId,
} from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const deletedAt = '2026-03-05T09:30:00.000Z';

describe('deleted membership applications', () => {
  it('lists 20 a page with who, where from and when deleted, and the count', async () => {
    const deleted = Array.from({ length: 23 }, (_, index) =>
      memberListItem(index + 1, { deletedAt, middleName: index === 0 ? 'R' : '' }),
    );
    const fetchMock = stubAdminApi({
      'GET /api/admin/members/deleted': (_, url) => {
        const page = Number(url.searchParams.get('page'));
        return jsonResponse(
          memberPage(deleted.slice((page - 1) * 20, page * 20), { page, total: 23 }),
        );
      },
    });
    const { user } = await renderApp('/admin-deleted-membership-applications');

    expect(await screen.findByText('Deleted applications: 23')).toBeVisible();
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    const first = within(screen.getAllByRole('article')[0]!);
    expect(first.getByRole('heading', { name: 'Dr. Member1 R Sharma' })).toBeVisible();
    for (const text of ['member1@clinic.example.in', '9876500001', 'Pune, India', '5 Mar 2026']) {
      expect(first.getByText(new RegExp(text))).toBeVisible();
    }
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/members/deleted?page=1&pageSize=20',
      expect.anything(),
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(screen.getAllByRole('article')[0]).toHaveTextContent(/^Number 21/);
  });

  it('restores an application, says so and refreshes the list', async () => {
    let deleted = [memberListItem(1, { deletedAt }), memberListItem(2, { deletedAt })];
    const fetchMock = stubAdminApi({
      'GET /api/admin/members/deleted': () => jsonResponse(memberPage(deleted)),
      [`POST /api/admin/members/${testId(1)}/restore`]: () => {
        deleted = deleted.slice(1);
        return jsonResponse({ message: 'Application restored.' });
      },
    });
    const { user } = await renderApp('/admin-deleted-membership-applications');
    await user.click(await screen.findByRole('button', { name: 'Restore Dr. Member1 Sharma' }));

    expect(await screen.findByText('Application restored.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/members/${testId(1)}/restore`,
      expect.objectContaining({ method: 'POST' }),
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('Deleted applications: 1')).toBeVisible();
  });

  it('says No Applications Yet when nothing was deleted', async () => {
    stubAdminApi({ 'GET /api/admin/members/deleted': () => jsonResponse(memberPage([])) });
    await renderApp('/admin-deleted-membership-applications');
    expect(await screen.findByRole('heading', { name: 'No Applications Yet' })).toBeVisible();
    expect(screen.getByText('Deleted applications: 0')).toBeVisible();
  });
});
