import { passwordMessages } from '@osi/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type RenderedApp, renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

const token = 'k3J9x0VqYb2mZr7TnL4wPa8sHd1';
const invalidLink = 'This reset link is invalid or has expired. Please request a new one.';

const open = async (url = `/reset-password/${token}`) => {
  const rendered = await renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
  return rendered;
};

const fill = async (user: RenderedApp['user'], password: string, confirmation = password) => {
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
};

describe('reset password page', () => {
  it.each([
    ['', passwordMessages.required],
    ['Ab1!', passwordMessages.minLength],
    ['implant#2025', passwordMessages.uppercase],
    ['Implant#Dent', passwordMessages.number],
    ['Implant2025', passwordMessages.special],
  ])('refuses the new password "%s": %s', async (password, message) => {
    stubApi();
    const { user } = await open();
    await fill(user, password);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
  });

  it('needs the confirmation to match', async () => {
    stubApi();
    const { user } = await open();
    await fill(user, 'Implant#2025', 'Implant#2026');
    expect(await screen.findByText('Passwords do not match!')).toBeVisible();
  });

  it('sends the token from the link, then confirms and clears the fields', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/member/reset-password': () =>
        jsonResponse({ message: 'Password reset successful!' }),
    });
    const { user } = await open();
    await fill(user, 'Implant#2025');
    expect(await screen.findByText('Password reset successful!')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/member/reset-password',
      expect.objectContaining({
        body: JSON.stringify({
          token,
          newPassword: 'Implant#2025',
          confirmPassword: 'Implant#2025',
        }),
      }),
    );
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Sign in with your new password' })).toHaveAttribute(
      'href',
      '/member-login',
    );
  });

  it.each([
    ["the server's message", () => errorResponse(400, 'bad_request', invalidLink), invalidLink],
    [
      '"An error occurred." without one',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'An error occurred.',
    ],
  ])('shows %s inline and as a toast when it fails', async (_, failure, message) => {
    stubApi({ 'POST /api/auth/member/reset-password': failure });
    const { user } = await open();
    await fill(user, 'Implant#2025');
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it('says so when the link has lost part of its token', async () => {
    const fetchMock = stubApi();
    const { user } = await open('/reset-password/short');
    await fill(user, 'Implant#2025');
    expect(await screen.findByText(/This reset link is incomplete/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'ask for a new one' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(fetchMock).not.toHaveBeenCalledWith(
      '/api/auth/member/reset-password',
      expect.anything(),
    );
  });
});
