import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBackOffice, stubAdminApi, testId } from '@/testing/admin-fixtures';
import { type RenderedApp, renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const fill = async (
  user: RenderedApp['user'],
  values: { name: string; email: string; password: string; confirm: string },
) => {
  await user.type(await screen.findByLabelText(/^Name/), values.name);
  await user.type(screen.getByLabelText(/^E-mail/), values.email);
  await user.type(screen.getByLabelText(/^Password/), values.password);
  await user.type(screen.getByLabelText(/^Confirm password/), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Add administrator' }));
};

describe('add administrator', () => {
  it('checks the fields: a name, an e-mail, 12 characters, the same twice', async () => {
    const fetchMock = stubAdminApi();
    const { user } = await renderApp('/adminregister');
    await user.click(await screen.findByRole('button', { name: 'Add administrator' }));
    expect(await screen.findByText('Name is required.')).toBeVisible();
    expect(screen.getByText('Email is required.')).toBeVisible();
    expect(
      screen.getByText('Administrator passwords must be at least 12 characters long.'),
    ).toBeVisible();

    await fill(user, {
      name: 'Suresh',
      email: 'suresh@osi.example.org',
      password: 'long enough password',
      confirm: 'another password',
    });
    expect(await screen.findByText('Passwords do not match.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/admin/admins', expect.anything());
  });

  it('adds the administrator and says so', async () => {
    const fetchMock = stubAdminApi({
      'POST /api/admin/admins': () =>
        jsonResponse({ id: testId(3), message: 'Administrator added.' }, 201),
    });
    const { user } = await renderApp('/adminregister');
    expect(await screen.findByLabelText(/^Role/)).toHaveValue('membership');
    await user.selectOptions(screen.getByLabelText(/^Role/), 'Finance');
    await fill(user, {
      name: 'Suresh Rao',
      email: 'suresh@osi.example.org',
      password: 'long enough password',
      confirm: 'long enough password',
    });
    expect(await screen.findByText('Administrator added.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/admins',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({
          name: 'Suresh Rao',
          email: 'suresh@osi.example.org',
          password: 'long enough password',
          role: 'finance',
        }),
      }),
    );
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
  });

  it('shows a taken e-mail under the field', async () => {
    stubAdminApi({
      'POST /api/admin/admins': () =>
        jsonResponse(
          {
            error: {
              code: 'conflict',
              message: 'An administrator with this e-mail already exists.',
              fieldErrors: { email: 'An administrator with this e-mail already exists.' },
            },
          },
          409,
        ),
    });
    const { user } = await renderApp('/adminregister');
    await fill(user, {
      name: 'Meera',
      email: 'meera.iyer@osi.example.org',
      password: 'long enough password',
      confirm: 'long enough password',
    });
    expect(
      await screen.findByText('An administrator with this e-mail already exists.'),
    ).toBeVisible();
    expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
  });
});
