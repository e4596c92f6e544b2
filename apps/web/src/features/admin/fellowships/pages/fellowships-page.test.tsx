import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  fellowshipListItem,
  loadBackOffice,
  memberPage,
  stubAdminApi,
  testId,
} from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const cards = () => screen.queryAllByRole('article');
const list = (items: ReturnType<typeof fellowshipListItem>[], total = items.length) =>
  jsonResponse({ ...memberPage([], { total }), items });

describe('fellowship applications list', () => {
  it('shows numbered cards with the name, status badge in its colour, e-mail and phone', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/admin/fellowships': () =>
        list([
          fellowshipListItem(1, { status: 'approved' }),
          fellowshipListItem(2, { status: 'declined' }),
          fellowshipListItem(3),
        ]),
    });
    await renderApp('/admin-fellowship-applications');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fellowship Applications' }),
    ).toBeVisible();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/fellowships?page=1&pageSize=20',
      expect.anything(),
    );

    const first = within(cards()[0]!);
    expect(cards()[0]).toHaveTextContent(/^Number 1/);
    expect(first.getByRole('heading')).toHaveTextContent('Dr. Fellow1 Iyer');
    expect(first.getByText('approved')).toHaveAttribute('data-tone', 'green');
    expect(within(cards()[1]!).getByText('declined')).toHaveAttribute('data-tone', 'red');
    expect(within(cards()[2]!).getByText('pending')).toHaveAttribute('data-tone', 'yellow');
    expect(first.getByRole('link', { name: 'fellow1@clinic.example.in' })).toHaveAttribute(
      'href',
      'mailto:fellow1@clinic.example.in',
    );
    expect(first.getByRole('link', { name: '9988700001' })).toHaveAttribute(
      'href',
      'tel:9988700001',
    );
    expect(first.getByRole('link', { name: 'View Dr. Fellow1 Iyer' })).toHaveAttribute(
      'href',
      `/admin-fellowship-details/${testId(1)}`,
    );
  });

  it('offers both exports of every application from the server', async () => {
    stubAdminApi({ 'GET /api/admin/fellowships': () => list([fellowshipListItem(1)]) });
    await renderApp('/admin-fellowship-applications');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Download All JSON' })).toHaveAttribute(
      'href',
      '/api/admin/fellowships/export.json',
    );
    expect(screen.getByRole('link', { name: 'Download All CSV' })).toHaveAttribute(
      'href',
      '/api/admin/fellowships/export.csv',
    );
  });

  it('says so when there are no applications, and that there is nothing to download', async () => {
    stubAdminApi({ 'GET /api/admin/fellowships': () => list([]) });
    const { user } = await renderApp('/admin-fellowship-applications');
    expect(await screen.findByRole('heading', { name: 'No Applications Yet' })).toBeVisible();
    expect(
      screen.getByText('Once fellowship applications are submitted, they appear here.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Download All CSV' }));
    expect(await screen.findByText('No applications available to download.')).toBeVisible();
  });

  it('deletes after the spec’s question, and says why when it cannot', async () => {
    let items = [fellowshipListItem(1), fellowshipListItem(2)];
    const fetchMock = stubAdminApi({
      'GET /api/admin/fellowships': () => list(items),
      [`DELETE /api/admin/fellowships/${testId(1)}`]: () => {
        items = items.slice(1);
        return jsonResponse({ message: 'Application deleted.' });
      },
      [`DELETE /api/admin/fellowships/${testId(2)}`]: () => new Response('', { status: 502 }),
    });
    const { user } = await renderApp('/admin-fellowship-applications');
    await user.click(await screen.findByRole('button', { name: 'Delete Dr. Fellow1 Iyer' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Are you sure you want to delete this Fellowship Applications?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Application deleted.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/fellowships/${testId(1)}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
    await waitFor(() => expect(cards()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Delete Dr. Fellow2 Iyer' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Error deleting Applications')).toBeVisible();
  });

  it('shows why the list could not be loaded', async () => {
    stubAdminApi({
      'GET /api/admin/fellowships': () => errorResponse(500, 'internal', 'Something went wrong.'),
    });
    await renderApp('/admin-fellowship-applications');
    expect(await screen.findByText('Something went wrong.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
