import { changePasswordMessages as c, passwordMessages } from '@osi/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn } from '@/testing/fixtures';
import { memberProfile } from '@/testing/member-fixtures';
import { dashboardLoad, renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

type Handlers = Parameters<typeof stubApi>[0];

const open = async (handlers: Handlers = {}) => {
  const fetchMock = stubApi({
    'GET /api/session': () => jsonResponse(signedIn),
    'GET /api/me/profile': () => jsonResponse(memberProfile),
    ...handlers,
  });
  const rendered = await renderApp('/dashboard?tab=settings');
  await screen.findByRole('heading', { name: 'Change Password' }, dashboardLoad);
  const change = async (current: string, next: string, confirmation = next) => {
    for (const [label, value] of [
      ['Current password', current],
      ['New password', next],
      ['Confirm new password', confirmation],
    ] as const) {
      await rendered.user.clear(screen.getByLabelText(label));
      if (value) await rendered.user.type(screen.getByLabelText(label), value);
    }
    await rendered.user.click(screen.getByRole('button', { name: 'Change Password' }));
  };
  return { ...rendered, fetchMock, change };
};

describe('Change Password', () => {
  it.each([
    ['Current password', '', 'Implant#2026', 'Implant#2026', c.currentRequired],
    ['New password', 'Implant#2025', '', '', c.newRequired],
    ['New password', 'Implant#2025', 'Ab1!', 'Ab1!', passwordMessages.minLength],
    ['New password', 'Implant#2025', 'implant#2026', 'implant#2026', passwordMessages.uppercase],
    ['New password', 'Implant#2025', 'Implant#Dent', 'Implant#Dent', passwordMessages.number],
    ['New password', 'Implant#2025', 'Implant2026', 'Implant2026', passwordMessages.special],
    ['New password', 'Implant#2025', 'Implant#2025', 'Implant#2025', c.sameAsCurrent],
    ['Confirm new password', 'Implant#2025', 'Implant#2026', '', c.confirmRequired],
    ['Confirm new password', 'Implant#2025', 'Implant#2026', 'Implant#2027', c.mismatch],
  ])('%s: %s / %s / %s → %s', async (label, current, next, confirmation, message) => {
    const { change, fetchMock } = await open();
    await change(current, next, confirmation);
    await waitFor(() =>
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    expect(fetchMock).not.toHaveBeenCalledWith('/api/me/password', expect.anything());
  });

  it('changes the password, says so and empties the form', async () => {
    const { change, fetchMock } = await open({
      'POST /api/me/password': () => jsonResponse({ message: c.changed }),
    });
    await change('Implant#2025', 'Implant#2026');
    expect(await screen.findByText(c.changed)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me/password',
      expect.objectContaining({
        body: JSON.stringify({
          currentPassword: 'Implant#2025',
          newPassword: 'Implant#2026',
          confirmPassword: 'Implant#2026',
        }),
      }),
    );
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it('puts "Current password is incorrect." under the current password', async () => {
    const { change } = await open({
      'POST /api/me/password': () =>
        errorResponse(400, 'bad_request', c.wrongCurrent, { currentPassword: c.wrongCurrent }),
    });
    await change('Implant#2024', 'Implant#2026');
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(c.wrongCurrent),
    );
    expect(screen.getAllByText(c.wrongCurrent)).toHaveLength(2);
  });

  it('says "An error occurred. Please try again." when the server gives no reason', async () => {
    const { change } = await open({
      'POST /api/me/password': () => Promise.reject(new TypeError('offline')),
    });
    await change('Implant#2025', 'Implant#2026');
    expect(await screen.findByText('An error occurred. Please try again.')).toBeVisible();
  });

  it("shows the server's message for other refusals", async () => {
    const { change } = await open({
      'POST /api/me/password': () =>
        errorResponse(
          429,
          'rate_limited',
          'Too many attempts. Please wait 15 minutes and try again.',
        ),
    });
    await change('Implant#2025', 'Implant#2026');
    expect(
      await screen.findByText('Too many attempts. Please wait 15 minutes and try again.'),
    ).toBeVisible();
  });
});
