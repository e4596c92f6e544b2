import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBackOffice, memberListItem, memberPage, stubAdminApi } from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { isPageScrollLocked } from '@/testing/scroll-lock';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const valid = {
  Title: 'Dr.',
  'First Name': 'Ravi',
  'Last Name': 'Menon',
  'Membership ID': 'OSI-LM-0042',
  Email: 'ravi@clinic.in',
  Password: 'Implant#2025',
  'Mobile Number': '9123456780',
};
type Label = keyof typeof valid;

const notTaken = {
  'GET /api/admin/members/membership-id-exists': () => jsonResponse({ exists: false }),
};

const openDialog = async (handlers: Parameters<typeof stubAdminApi>[0] = {}) => {
  const fetchMock = stubAdminApi({
    'GET /api/admin/members': () => jsonResponse(memberPage([memberListItem(1)])),
    ...notTaken,
    ...handlers,
  });
  const app = await renderApp('/admin-membership-applications');
  await app.user.click(await screen.findByRole('button', { name: 'Add Member Manually' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add New Member' }));
  return { ...app, dialog, fetchMock };
};

const fill = async (
  { user, dialog }: Awaited<ReturnType<typeof openDialog>>,
  values: Partial<Record<Label, string>>,
) => {
  for (const [label, value] of Object.entries(values)) {
    const field = dialog.getByLabelText(label);
    if (label === 'Title') await user.selectOptions(field, value);
    else {
      await user.clear(field);
      if (value) await user.type(field, value);
    }
  }
};

/** The error shown under the field (the description that is not its hint), '' without one. */
const errorOf = (dialog: Awaited<ReturnType<typeof openDialog>>['dialog'], label: Label) => {
  const field = dialog.getByLabelText(label);
  if (field.getAttribute('aria-invalid') !== 'true') return '';
  const describedBy = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return document.getElementById(describedBy.at(-1)!)?.textContent;
};

describe('Add New Member modal', () => {
  it('is a 700 px modal that locks the page, with typed fields and a masked password', async () => {
    const { dialog, user } = await openDialog();
    expect(screen.getByRole('dialog')).toHaveClass('max-w-[700px]', 'w-full');
    expect(isPageScrollLocked()).toBe(true);
    expect(dialog.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(dialog.getByLabelText('Mobile Number')).toHaveAttribute('type', 'tel');
    expect(dialog.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(
      within(dialog.getByLabelText('Title'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a title', 'Dr.', 'Mr.', 'Mrs.', 'Ms.', 'Prof.']);

    await user.click(dialog.getByRole('button', { name: 'Show password' }));
    expect(dialog.getByLabelText('Password')).toHaveAttribute('type', 'text');

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isPageScrollLocked()).toBe(false);
  });

  it('names every missing required field under it', async () => {
    const { dialog, user, fetchMock } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Add Member' }));
    await waitFor(() => expect(errorOf(dialog, 'Title')).toBe('Title is required'));
    expect(errorOf(dialog, 'First Name')).toBe('FirstName is required');
    expect(errorOf(dialog, 'Last Name')).toBe('');
    expect(errorOf(dialog, 'Membership ID')).toBe('MembershipId is required');
    expect(errorOf(dialog, 'Email')).toBe('Email is required');
    expect(errorOf(dialog, 'Password')).toBe('Password is required');
    expect(errorOf(dialog, 'Mobile Number')).toBe('MobileNo is required');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/admin/members', expect.anything());
  });

  it.each<[Label, string, string]>([
    ['First Name', 'Ravi2', 'First Name should not contain numbers.'],
    ['Last Name', 'Menon3', 'Last Name should not contain numbers.'],
    ['Mobile Number', '912345678', 'Phone number must be 10 digits.'],
    ['Mobile Number', '91234567801', 'Phone number must be 10 digits.'],
    ['Password', 'Short1!', 'Password must be at least 8 characters long'],
    ['Password', 'implant#2025', 'Password must include at least one uppercase letter'],
    ['Password', 'Implant#', 'Password must include at least one number'],
    ['Password', 'Implant2025', 'Password must include at least one special character'],
  ])('%s = %j shows %j', async (label, value, message) => {
    const modal = await openDialog();
    await fill(modal, { ...valid, [label]: value });
    await modal.user.click(modal.dialog.getByRole('button', { name: 'Add Member' }));
    await waitFor(() => expect(errorOf(modal.dialog, label)).toBe(message));
    for (const other of Object.keys(valid) as Label[]) {
      if (other !== label) expect(errorOf(modal.dialog, other)).toBe('');
    }
  });

  it('clears a field error as soon as the field is corrected', async () => {
    const modal = await openDialog();
    await fill(modal, { ...valid, 'First Name': 'Ravi2' });
    await modal.user.click(modal.dialog.getByRole('button', { name: 'Add Member' }));
    await waitFor(() =>
      expect(errorOf(modal.dialog, 'First Name')).toBe('First Name should not contain numbers.'),
    );
    await modal.user.type(modal.dialog.getByLabelText('First Name'), '{Backspace}');
    expect(errorOf(modal.dialog, 'First Name')).toBe('');
  });

  it('checks the membership ID when the field is left', async () => {
    const modal = await openDialog({
      'GET /api/admin/members/membership-id-exists': (_, url) =>
        jsonResponse({ exists: url.searchParams.get('membershipId') === 'OSI-2026-00001' }),
    });
    await modal.user.type(modal.dialog.getByLabelText('Membership ID'), 'OSI-2026-00001');
    await modal.user.tab();
    await waitFor(() =>
      expect(errorOf(modal.dialog, 'Membership ID')).toBe('Membership ID is already registered.'),
    );
    expect(modal.fetchMock).toHaveBeenCalledWith(
      '/api/admin/members/membership-id-exists?membershipId=OSI-2026-00001',
      expect.anything(),
    );

    await modal.user.type(modal.dialog.getByLabelText('Membership ID'), '9');
    await modal.user.tab();
    await waitFor(() => expect(errorOf(modal.dialog, 'Membership ID')).toBe(''));
  });

  it('puts the server field errors under their fields', async () => {
    const modal = await openDialog({
      'POST /api/admin/members': () =>
        jsonResponse(
          {
            error: {
              code: 'conflict',
              message: 'This Email is already in use, login or register with new Email.',
              fieldErrors: {
                email: 'This Email is already in use, login or register with new Email.',
                mobileNo: 'This Mobile number is already Registered!',
              },
            },
          },
          409,
        ),
    });
    await fill(modal, valid);
    await modal.user.click(modal.dialog.getByRole('button', { name: 'Add Member' }));
    await waitFor(() =>
      expect(errorOf(modal.dialog, 'Email')).toBe(
        'This Email is already in use, login or register with new Email.',
      ),
    );
    expect(errorOf(modal.dialog, 'Mobile Number')).toBe(
      'This Mobile number is already Registered!',
    );
    expect(modal.dialog.getByLabelText('Email')).toHaveFocus();
  });

  it('says an unexpected error occurred when the server cannot be reached', async () => {
    const modal = await openDialog({
      'POST /api/admin/members': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await fill(modal, valid);
    await modal.user.click(modal.dialog.getByRole('button', { name: 'Add Member' }));
    expect(
      await screen.findByText('An unexpected error occurred. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Add New Member' })).toBeInTheDocument();
  });

  it('adds the member, closes, and shows them at the top of the list', async () => {
    const added = memberListItem(99, {
      firstName: 'Ravi',
      lastName: 'Menon',
      isManual: true,
      status: 'approved',
    });
    let members = [memberListItem(1)];
    let answer: (response: Response) => void = () => undefined;
    const modal = await openDialog({
      'GET /api/admin/members': () => jsonResponse(memberPage(members)),
      'POST /api/admin/members': () =>
        new Promise<Response>((resolve) => {
          answer = (response) => {
            members = [added, ...members];
            resolve(response);
          };
        }),
    });
    await fill(modal, { ...valid, Email: ' Ravi@Clinic.in ' });
    await modal.user.click(modal.dialog.getByRole('button', { name: 'Add Member' }));

    expect(modal.dialog.getByRole('button', { name: 'Adding…' })).toBeDisabled();
    const [, init] = modal.fetchMock.mock.calls.find(
      ([input, request]) => input === '/api/admin/members' && request?.method === 'POST',
    )!;
    expect(JSON.parse(String(init?.body))).toEqual({
      ...Object.fromEntries([]),
      title: 'Dr.',
      firstName: 'Ravi',
      lastName: 'Menon',
      membershipId: 'OSI-LM-0042',
      email: 'ravi@clinic.in',
      password: 'Implant#2025',
      mobileNo: '9123456780',
    });
    answer(jsonResponse({ message: 'Dr. Ravi Menon was added.', member: added }, 201));

    expect(await screen.findByText('Dr. Ravi Menon was added.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByRole('heading')).toHaveTextContent('Dr. Ravi Menon');
    expect(first).toHaveTextContent(/^Number 1/);
  });
});
