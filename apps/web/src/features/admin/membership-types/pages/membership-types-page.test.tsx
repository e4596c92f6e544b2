import type { AdminMembershipType } from '@osi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBackOffice, stubAdminApi, testId } from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

/** The membership types endpoints over a list kept in memory, as the server keeps them. */
const typesApi = (initial: AdminMembershipType[]) => {
  let types = initial;
  const bodyOf = (init: RequestInit | undefined) =>
    JSON.parse(String(init?.body)) as { name: string; price: number };
  return stubAdminApi({
    'GET /api/admin/membership-types': () => jsonResponse(types),
    'POST /api/admin/membership-types': (init) => {
      const created = { id: testId(50), ...bodyOf(init), retired: false, holders: 0 };
      types = [...types, created];
      return jsonResponse({ message: 'The server added Associate.', membershipType: created }, 201);
    },
    [`PUT /api/admin/membership-types/${testId(1)}`]: (init) => {
      types = types.map((type) => (type.id === testId(1) ? { ...type, ...bodyOf(init) } : type));
      return jsonResponse({ message: 'The server updated it.', membershipType: types[0] });
    },
    [`DELETE /api/admin/membership-types/${testId(1)}`]: () => {
      types = types.filter((type) => type.id !== testId(1));
      return jsonResponse({ message: 'Membership type deleted.' });
    },
    [`DELETE /api/admin/membership-types/${testId(3)}`]: () => {
      types = types.map((type) => (type.id === testId(3) ? { ...type, retired: true } : type));
      return jsonResponse({ message: retiredMessage });
    },
    [`POST /api/admin/membership-types/${testId(3)}/reinstate`]: () => {
      types = types.map((type) => (type.id === testId(3) ? { ...type, retired: false } : type));
      return jsonResponse({
        message: 'Membership type reinstated: applicants can choose it again.',
      });
    },
  });
};

const retiredMessage =
  'Membership type retired: 2 members hold it, so it stays on their records, but applicants can no longer choose it.';
const life = { id: testId(1), name: 'Life Membership', price: 100000, retired: false, holders: 0 };
const student = { id: testId(2), name: 'Student', price: 2500, retired: false, holders: 0 };
const founder = { id: testId(3), name: 'Founder', price: 20000, retired: false, holders: 2 };

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('membership type page', () => {
  it('lists the types with their prices in rupees', async () => {
    typesApi([life, student]);
    await renderApp('/member-type-price');
    await screen.findByRole('table');
    expect(rows()).toEqual([
      ['Membership Type', 'Price', 'Actions'],
      ['Life Membership', '₹1,00,000', 'EditDelete'],
      ['Student', '₹2,500', 'EditDelete'],
    ]);
  });

  it('says when there are no types yet', async () => {
    typesApi([]);
    await renderApp('/member-type-price');
    expect(await screen.findByRole('heading', { name: 'No membership types yet' })).toBeVisible();
  });

  it('adds a type from the Add modal rendered from its definitions, checks its fields, shows the server message and reloads the list', async () => {
    const fetchMock = typesApi([life]);
    const { user } = await renderApp('/member-type-price');
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Membership Type' }));
    expect(dialog.getByLabelText(/Price/)).toHaveAttribute('type', 'number');

    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText('Membership Type is required')).toBeVisible();
    expect(dialog.getByText('Price must be at least ₹1')).toBeVisible();

    await user.type(dialog.getByLabelText('Membership Type'), 'Associate');
    await user.type(dialog.getByLabelText(/Price/), '4500');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('The server added Associate.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/membership-types',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ name: 'Associate', price: 4500 }),
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(rows()).toContainEqual(['Associate', '₹4,500', 'EditDelete']));
  });

  it('updates a type in the modal titled Update', async () => {
    const fetchMock = typesApi([life, student]);
    const { user } = await renderApp('/member-type-price');
    await user.click(await screen.findByRole('button', { name: 'Edit Life Membership' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Update' }));
    expect(dialog.getByLabelText('Membership Type')).toHaveValue('Life Membership');
    expect(dialog.getByLabelText(/Price/)).toHaveValue(100000);

    await user.clear(dialog.getByLabelText(/Price/));
    await user.type(dialog.getByLabelText(/Price/), '120000');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('The server updated it.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/membership-types/${testId(1)}`,
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ name: 'Life Membership', price: 120000 }),
      }),
    );
    await waitFor(() => expect(rows()[1]).toEqual(['Life Membership', '₹1,20,000', 'EditDelete']));
  });

  it('shows the server message when saving fails, keeping the modal open', async () => {
    stubAdminApi({
      'GET /api/admin/membership-types': () => jsonResponse([life]),
      [`PUT /api/admin/membership-types/${testId(1)}`]: () =>
        errorResponse(404, 'not_found', 'That membership type no longer exists.'),
    });
    const { user } = await renderApp('/member-type-price');
    await user.click(await screen.findByRole('button', { name: 'Edit Life Membership' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('That membership type no longer exists.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Update' })).toBeInTheDocument();
  });

  it('deletes a type after the confirmation and says so', async () => {
    const fetchMock = typesApi([life, student]);
    const { user } = await renderApp('/member-type-price');
    await user.click(await screen.findByRole('button', { name: 'Delete Life Membership' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Do you want to delete the Item?' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Membership type deleted.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/membership-types/${testId(1)}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('retires a type members hold, saying so before and after, and marks it Retired', async () => {
    const fetchMock = typesApi([life, founder]);
    const { user } = await renderApp('/member-type-price');
    await user.click(await screen.findByRole('button', { name: 'Delete Founder' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire Founder?' });
    expect(dialog).toHaveTextContent(
      "It is on 2 members' records, so it cannot be deleted. Retired, it stays on their records and on this page, but applicants can no longer choose it.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(retiredMessage)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/membership-types/${testId(3)}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
    await waitFor(() =>
      expect(rows()[2]).toEqual([
        "FounderRetiredNot offered to applicants; kept on 2 members' records.",
        '₹20,000',
        'EditReinstate',
      ]),
    );
  });

  it('reinstates a retired type', async () => {
    typesApi([{ ...founder, retired: true }]);
    const { user } = await renderApp('/member-type-price');
    await user.click(await screen.findByRole('button', { name: 'Reinstate Founder' }));
    expect(
      await screen.findByText('Membership type reinstated: applicants can choose it again.'),
    ).toBeVisible();
    await waitFor(() => expect(rows()[1]).toEqual(['Founder', '₹20,000', 'EditDelete']));
  });
});
