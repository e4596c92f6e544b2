import type { AdminContentItem } from '@osi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBackOffice, stubAdminApi, testId } from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const benefit = (n: number, title: string, published = true): AdminContentItem => ({
  id: testId(n),
  slug: null,
  publishedAt: published ? '2026-03-03T10:15:00.000Z' : null,
  position: n,
  published,
  updatedAt: '2026-03-03T10:15:00.000Z',
  value: { title, description: `What ${title} gives members.` },
});

const pageOf = (items: AdminContentItem[]) => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  totalPages: 1,
  totalIsCapped: false,
});

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

/** The Member benefits area's endpoints over a list kept in memory. */
const benefitsApi = (initial: AdminContentItem[]) => {
  let items = initial;
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record = (method: string, path: string, init: RequestInit | undefined) =>
    sent.push({ method, path, body: init?.body ? bodyOf(init) : undefined });
  stubAdminApi({
    'GET /api/content/sections/member-benefits': () =>
      jsonResponse({ name: 'member-benefits', value: { banner: 'Why join', intro: '' } }),
    'PUT /api/admin/content/sections/member-benefits': (init) => {
      record('PUT', 'section', init);
      return jsonResponse({ message: 'Page content saved.' });
    },
    'GET /api/admin/content/member-benefit': () => jsonResponse(pageOf(items)),
    'POST /api/admin/content/member-benefit': (init) => {
      record('POST', 'item', init);
      const value = bodyOf(init) as { title: string; description: string };
      if (value.title === 'Taken') {
        return jsonResponse(
          {
            error: {
              code: 'bad_request',
              message: 'Please correct the highlighted fields.',
              fieldErrors: { description: 'The server refused this description' },
            },
          },
          400,
        );
      }
      const created = { ...benefit(9, value.title, false), value };
      items = [created, ...items];
      return jsonResponse({ message: 'Saved.', item: created }, 201);
    },
    'PUT /api/admin/content/member-benefit/order': (init) => {
      record('PUT', 'order', init);
      const { ids } = bodyOf(init) as { ids: string[] };
      items = ids.map((id) => items.find((item) => item.id === id)!);
      return jsonResponse({ message: 'Order saved.' });
    },
    [`PUT /api/admin/content/member-benefit/${testId(2)}/published`]: (init) => {
      record('PUT', 'published', init);
      items = items.map((item) =>
        item.id === testId(2) ? { ...item, published: true, publishedAt: item.updatedAt } : item,
      );
      return jsonResponse({ message: 'Published: visitors can see it now.', item: items[1] });
    },
    [`DELETE /api/admin/content/member-benefit/${testId(1)}`]: () => {
      items = items.filter((item) => item.id !== testId(1));
      return jsonResponse({ message: 'Deleted.' });
    },
    [`DELETE /api/admin/content/member-benefit/${testId(2)}`]: () =>
      errorResponse(404, 'not_found', 'That item no longer exists.'),
  });
  return sent;
};

const titles = () =>
  within(screen.getByRole('region', { name: 'Member benefits' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('p')?.textContent);

describe('a content area of the back office', () => {
  it('shows the page record and the items with their state, and publishes a draft', async () => {
    const sent = benefitsApi([benefit(1, 'CME credits'), benefit(2, 'Journal access', false)]);
    const { user } = await renderApp('/admin-member-benefits');
    expect(await screen.findByRole('heading', { name: 'Member benefits', level: 1 })).toBeVisible();
    expect(await screen.findByLabelText(/Banner caption/)).toHaveValue('Why join');
    await screen.findByText('CME credits');
    expect(titles()).toEqual(['CME credits', 'Journal access']);
    expect(screen.getByText('Draft')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Publish Journal access' }));
    expect(await screen.findByText('Published: visitors can see it now.')).toBeVisible();
    expect(sent).toContainEqual({ method: 'PUT', path: 'published', body: { published: true } });
    await waitFor(() => expect(screen.queryByText('Draft')).not.toBeInTheDocument());
  });

  it('adds an item from the form made of its definitions, with the checks and server errors on the fields', async () => {
    const sent = benefitsApi([]);
    const { user } = await renderApp('/admin-member-benefits');
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add benefit' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add benefit' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Please enter the title')).toBeVisible();
    expect(dialog.getByText('Please enter the description')).toBeVisible();

    await user.type(dialog.getByLabelText(/Title/), 'Taken');
    await user.type(dialog.getByLabelText(/Description/), 'Anything');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('The server refused this description')).toBeVisible();

    await user.clear(dialog.getByLabelText(/Title/));
    await user.type(dialog.getByLabelText(/Title/), 'Hands-on courses');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: 'item',
      body: { title: 'Hands-on courses', description: 'Anything' },
    });
    expect(await screen.findByText('Hands-on courses')).toBeVisible();
  });

  it('moves an item down and deletes one after the shared question', async () => {
    const sent = benefitsApi([benefit(1, 'CME credits'), benefit(2, 'Journal access')]);
    const { user } = await renderApp('/admin-member-benefits');
    await screen.findByText('CME credits');
    expect(screen.getByRole('button', { name: 'Move CME credits up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move CME credits down' }));
    await waitFor(() => expect(titles()).toEqual(['Journal access', 'CME credits']));
    expect(sent).toContainEqual({
      method: 'PUT',
      path: 'order',
      body: { ids: [testId(2), testId(1)] },
    });

    await user.click(screen.getByRole('button', { name: 'Delete CME credits' }));
    const confirm = within(screen.getByRole('dialog'));
    expect(confirm.getByText('Do you want to delete the Item?')).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Deleted.')).toBeVisible();
    await waitFor(() => expect(titles()).toEqual(['Journal access']));
  });

  it('saves the page record', async () => {
    const sent = benefitsApi([]);
    const { user } = await renderApp('/admin-member-benefits');
    const banner = await screen.findByLabelText(/Banner caption/);
    await user.clear(banner);
    await user.type(banner, 'Benefits of membership');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Page content saved.')).toBeVisible();
    expect(sent).toContainEqual({
      method: 'PUT',
      path: 'section',
      body: { banner: 'Benefits of membership', intro: '' },
    });
  });
});
