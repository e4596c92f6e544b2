import type { FellowshipType } from '@osi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBackOffice, stubAdminApi, testId } from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

/** The price endpoints over a list kept in memory; the first price is the fee, as on the server. */
const pricesApi = (initial: Omit<FellowshipType, 'isFee'>[]) => {
  let prices = initial;
  const listed = () => prices.map((price, index) => ({ ...price, isFee: index === 0 }));
  const bodyOf = (init: RequestInit | undefined) =>
    JSON.parse(String(init?.body)) as { name: string; price: number };
  return stubAdminApi({
    'GET /api/admin/fellowship-types': () => jsonResponse(listed()),
    'POST /api/admin/fellowship-types': (init) => {
      prices = [...prices, { id: testId(60), ...bodyOf(init) }];
      return jsonResponse({ message: 'Fellowship price added.' }, 201);
    },
    [`PUT /api/admin/fellowship-types/${testId(1)}`]: (init) => {
      prices = prices.map((price) =>
        price.id === testId(1) ? { ...price, ...bodyOf(init) } : price,
      );
      return jsonResponse({ message: 'Fellowship price updated.' });
    },
    [`DELETE /api/admin/fellowship-types/${testId(1)}`]: () => {
      prices = prices.filter((price) => price.id !== testId(1));
      return jsonResponse({ message: 'Fellowship price deleted.' });
    },
  });
};

const current = { id: testId(1), name: 'Fellowship fee 2025', price: 10000 };
const next = { id: testId(2), name: 'Fellowship fee 2026', price: 12000 };

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('Fellowship Price page', () => {
  it('lists the prices and marks the first as the fee applicants pay', async () => {
    pricesApi([current, next]);
    await renderApp('/fellow-type-price');
    await screen.findByRole('table');
    expect(rows()).toEqual([
      ['Fellowship Type', 'Price', 'Actions'],
      ['Fellowship fee 2025FeeCharged to applicants now.', '₹10,000', 'EditDelete'],
      ['Fellowship fee 2026Not charged while a price above it is listed.', '₹12,000', 'EditDelete'],
    ]);
  });

  it('says when there is no price, so nobody can apply yet', async () => {
    pricesApi([]);
    await renderApp('/fellow-type-price');
    expect(await screen.findByRole('heading', { name: 'No fellowship price yet' })).toBeVisible();
  });

  it('adds a price from the Add modal, showing the rules and the server message; the list reloads', async () => {
    const fetchMock = pricesApi([current]);
    const { user } = await renderApp('/fellow-type-price');
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Fellowship Price' }));
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText('Fellowship Type is required')).toBeVisible();
    expect(dialog.getByText('Price must be at least ₹1')).toBeVisible();

    await user.type(dialog.getByLabelText('Fellowship Type'), 'Early bird');
    await user.type(dialog.getByLabelText(/Price/), '8000');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Fellowship price added.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/fellowship-types',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ name: 'Early bird', price: 8000 }),
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('updates a price in the Update modal', async () => {
    pricesApi([current]);
    const { user } = await renderApp('/fellow-type-price');
    await user.click(await screen.findByRole('button', { name: 'Edit Fellowship fee 2025' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Update' }));
    expect(dialog.getByLabelText(/Price/)).toHaveValue(10000);
    await user.clear(dialog.getByLabelText(/Price/));
    await user.type(dialog.getByLabelText(/Price/), '11000');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Fellowship price updated.')).toBeVisible();
    await waitFor(() => expect(rows()[1]![1]).toBe('₹11,000'));
  });

  it('deletes the fee after saying the next price takes its place', async () => {
    pricesApi([current, next]);
    const { user } = await renderApp('/fellow-type-price');
    await user.click(await screen.findByRole('button', { name: 'Delete Fellowship fee 2025' }));
    const dialog = screen.getByRole('dialog', { name: 'Do you want to delete the Item?' });
    expect(dialog).toHaveTextContent('the next price on the list takes its place');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Fellowship price deleted.')).toBeVisible();
    await waitFor(() =>
      expect(rows()[1]).toEqual([
        'Fellowship fee 2026FeeCharged to applicants now.',
        '₹12,000',
        'EditDelete',
      ]),
    );
  });

  it('shows the server message when saving fails', async () => {
    stubAdminApi({
      'GET /api/admin/fellowship-types': () => jsonResponse([{ ...current, isFee: true }]),
      [`PUT /api/admin/fellowship-types/${testId(1)}`]: () =>
        errorResponse(404, 'not_found', 'That fellowship price no longer exists.'),
    });
    const { user } = await renderApp('/fellow-type-price');
    await user.click(await screen.findByRole('button', { name: 'Edit Fellowship fee 2025' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('That fellowship price no longer exists.')).toBeVisible();
  });
});
