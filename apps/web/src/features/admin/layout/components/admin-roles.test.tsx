import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBackOffice, stubAdminApi, testId } from '@/testing/admin-fixtures';
import { arrivedAt, renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const sidebarLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Back office' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('what each role sees', () => {
  it('shows a Content editor only the content pages', async () => {
    stubAdminApi({}, 'content');
    await renderApp('/adminstudyclub');
    const links = await sidebarLinks();
    expect(links).toContain('Study Club');
    expect(links).toContain('Subscribed Mails');
    expect(links).toContain('Site details');
    for (const hidden of ['Membership Applications', 'Payments', 'Overview', 'Staff', 'Check-in']) {
      expect(links).not.toContain(hidden);
    }
  });

  it('shows the Check-in role its one page, and starts it there instead of the overview', async () => {
    const fetchMock = stubAdminApi(
      { 'GET /api/admin/check-in/events': () => jsonResponse({ items: [] }) },
      'check_in',
    );
    const { router } = await renderApp('/adminhome');
    await arrivedAt(router, '/admin/check-in');
    expect(await sidebarLinks()).toEqual(['Check-in']);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/admin/overview', expect.anything());
  });

  it('says so on a page the role may not use, without loading it', async () => {
    const fetchMock = stubAdminApi({}, 'content');
    await renderApp(`/admin-membership-details/${testId(7)}`);
    expect(
      await screen.findByRole('heading', { name: 'Your role does not allow this page' }),
    ).toBeVisible();
    expect(screen.getByText(/As Content you cannot use this page/)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/api/admin/members'),
      expect.anything(),
    );
  });

  it("states the server's refusal rather than offering to try again", async () => {
    stubAdminApi(
      {
        'GET /api/admin/overview': () =>
          errorResponse(403, 'forbidden', 'Your role does not allow this.'),
      },
      'owner',
    );
    await renderApp('/adminhome');
    expect(await screen.findByText('Your role does not allow this.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
