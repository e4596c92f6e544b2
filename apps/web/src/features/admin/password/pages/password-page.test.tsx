import { changePasswordMessages as c } from '@osi/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBackOffice, stubAdminApi } from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const fill = async (user: Awaited<ReturnType<typeof renderApp>>['user'], current: string) => {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), 'Clinic#Desk2026');
  await user.type(screen.getByLabelText('Confirm new password'), 'Clinic#Desk2026');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
};

describe("the administrator's password page", () => {
  it('is linked from the top bar and changes the password', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/admin/two-factor': () =>
        jsonResponse({ enabled: false, required: false, recoveryCodesLeft: 0 }),
      'POST /api/admin/password': () => jsonResponse({ message: c.changed }),
    });
    const { user, router } = await renderApp('/admin-two-factor');
    await user.click(await screen.findByRole('link', { name: 'Password' }));
    expect(router.state.location.pathname).toBe('/admin-password');
    expect(await screen.findByRole('heading', { name: 'Your password' })).toBeVisible();

    await fill(user, 'Administrator#2025');
    expect(await screen.findByText(c.changed)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/password',
      expect.objectContaining({
        body: JSON.stringify({
          currentPassword: 'Administrator#2025',
          newPassword: 'Clinic#Desk2026',
          confirmPassword: 'Clinic#Desk2026',
        }),
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('shows a wrong current password on its field', async () => {
    stubAdminApi({
      'POST /api/admin/password': () =>
        errorResponse(400, 'bad_request', c.wrongCurrent, { currentPassword: c.wrongCurrent }),
    });
    const { user } = await renderApp('/admin-password');
    await screen.findByRole('heading', { name: 'Your password' });
    await fill(user, 'Administrator#2024');
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(c.wrongCurrent),
    );
  });
});
