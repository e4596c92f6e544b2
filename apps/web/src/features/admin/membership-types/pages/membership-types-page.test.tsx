import {
  defaultMembershipYearSettings,
  type AdminMembershipType,
  type MembershipYearSettings,
} from '@osi/shared';
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
    JSON.parse(String(init?.body)) as Pick<AdminMembershipType, 'name' | 'price' | 'term'>;
  return stubAdminApi({
    ...settingsApi(),
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

/** The membership year's settings endpoints over settings kept in memory. */
const settingsApi = (initial: MembershipYearSettings = defaultMembershipYearSettings) => {
  let settings = initial;
  return {
    'GET /api/admin/membership-year/settings': () => jsonResponse(settings),
    'PUT /api/admin/membership-year/settings': (init: RequestInit | undefined) => {
      settings = JSON.parse(String(init?.body)) as MembershipYearSettings;
      return jsonResponse({ message: 'Membership year settings saved.', settings });
    },
  };
};

const retiredMessage =
  'Membership type retired: 2 members hold it, so it stays on their records, but applicants can no longer choose it.';
const life: AdminMembershipType = {
  id: testId(1),
  name: 'Life Membership',
  price: 100000,
  term: 'life',
  retired: false,
  holders: 0,
};
const student: AdminMembershipType = {
  id: testId(2),
  name: 'Student',
  price: 2500,
  term: '1',
  retired: false,
  holders: 0,
};
const founder: AdminMembershipType = {
  id: testId(3),
  name: 'Founder',
  price: 20000,
  term: '3',
  retired: false,
  holders: 2,
};

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('membership type page', () => {
  it('lists the types with their prices in rupees and their terms (under the price on a phone)', async () => {
    typesApi([life, student]);
    await renderApp('/member-type-price');
    await screen.findByRole('table');
    expect(rows()).toEqual([
      ['Membership Type', 'Price', 'Term', 'Actions'],
      ['Life Membership', '₹1,00,000Life', 'Life', 'EditDelete'],
      ['Student', '₹2,5001 year', '1 year', 'EditDelete'],
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
    expect(dialog.getByLabelText('Term')).toHaveDisplayValue('1 year');

    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText('Membership Type is required')).toBeVisible();
    expect(dialog.getByText('Price must be at least ₹1')).toBeVisible();

    await user.type(dialog.getByLabelText('Membership Type'), 'Associate');
    await user.type(dialog.getByLabelText(/Price/), '4500');
    await user.selectOptions(dialog.getByLabelText('Term'), '2 years');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('The server added Associate.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/membership-types',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ name: 'Associate', price: 4500, term: '2' }),
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(rows()).toContainEqual(['Associate', '₹4,5002 years', '2 years', 'EditDelete']),
    );
  });

  it('updates a type in the modal titled Update', async () => {
    const fetchMock = typesApi([life, student]);
    const { user } = await renderApp('/member-type-price');
    await user.click(await screen.findByRole('button', { name: 'Edit Life Membership' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Update' }));
    expect(dialog.getByLabelText('Membership Type')).toHaveValue('Life Membership');
    expect(dialog.getByLabelText(/Price/)).toHaveValue(100000);
    expect(dialog.getByLabelText('Term')).toHaveDisplayValue('Life');

    await user.clear(dialog.getByLabelText(/Price/));
    await user.type(dialog.getByLabelText(/Price/), '120000');
    await user.selectOptions(dialog.getByLabelText('Term'), '10 years');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('The server updated it.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/membership-types/${testId(1)}`,
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ name: 'Life Membership', price: 120000, term: '10' }),
      }),
    );
    await waitFor(() =>
      expect(rows()[1]).toEqual(['Life Membership', '₹1,20,00010 years', '10 years', 'EditDelete']),
    );
  });

  it('shows the server message when saving fails, keeping the modal open', async () => {
    stubAdminApi({
      ...settingsApi(),
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
        '₹20,0003 years',
        '3 years',
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
    await waitFor(() =>
      expect(rows()[1]).toEqual(['Founder', '₹20,0003 years', '3 years', 'EditDelete']),
    );
  });
});

describe('the membership year on the membership type page', () => {
  const section = async () =>
    within(await screen.findByRole('region', { name: 'Membership year' }));

  it('shows the grace period and the reminder days, and saves them', async () => {
    const fetchMock = typesApi([life]);
    const { user } = await renderApp('/member-type-price');
    const form = await section();
    expect(await form.findByLabelText('Grace period (days)')).toHaveValue(30);
    expect(form.getByLabelText('Reminders before the end (days)')).toHaveValue('30, 7, 0');
    expect(form.getByLabelText('Reminders after the end (days)')).toHaveValue('14');

    await user.clear(form.getByLabelText('Grace period (days)'));
    await user.type(form.getByLabelText('Grace period (days)'), '45');
    await user.clear(form.getByLabelText('Reminders before the end (days)'));
    await user.type(form.getByLabelText('Reminders before the end (days)'), '7, 60, 0');
    await user.click(form.getByRole('button', { name: 'Save membership year' }));

    expect(await screen.findByText('Membership year settings saved.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/membership-year/settings',
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({
          graceDays: 45,
          remindBeforeDays: [60, 7, 0],
          remindAfterDays: [14],
        }),
      }),
    );
  });

  it('checks the days with the same rules as the server', async () => {
    const fetchMock = typesApi([life]);
    const { user } = await renderApp('/member-type-price');
    const form = await section();
    await user.clear(await form.findByLabelText('Reminders after the end (days)'));
    await user.type(form.getByLabelText('Reminders after the end (days)'), '14, soon');
    await user.clear(form.getByLabelText('Grace period (days)'));
    await user.type(form.getByLabelText('Grace period (days)'), '400');
    await user.click(form.getByRole('button', { name: 'Save membership year' }));
    expect(
      await form.findByText('Please enter whole numbers of days separated by commas'),
    ).toBeVisible();
    expect(form.getByText('The grace period must be at most 365 days')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalledWith(
      '/api/admin/membership-year/settings',
      expect.objectContaining({ method: 'PUT' }),
    );
  });
});
