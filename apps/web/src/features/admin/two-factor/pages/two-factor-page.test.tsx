import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBackOffice, signedInAdmin, stubAdminApi } from '@/testing/admin-fixtures';
import { arrivedAt, renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const recoveryCodes = Array.from({ length: 10 }, (_, n) => `ABCDE-0000${n}`);
const status = (enabled: boolean, required = false) =>
  jsonResponse({ enabled, required, recoveryCodesLeft: enabled ? 10 : 0 });

describe('two-factor sign-in page', () => {
  it('shows the QR code and the key, turns on with a code, and shows the recovery codes once', async () => {
    let enabled = false;
    const fetchMock = stubAdminApi({
      'GET /api/admin/two-factor': () => status(enabled),
      'POST /api/admin/two-factor/enrolment': () =>
        jsonResponse({ qrCode: 'data:image/png;base64,AAAA', key: 'ABCD EFGH IJKL MNOP' }),
      'POST /api/admin/two-factor/enrolment/confirm': () => {
        enabled = true;
        return jsonResponse({ message: 'Two-factor sign-in is on.', recoveryCodes });
      },
    });
    const { user } = await renderApp('/admin-two-factor');
    await user.type(await screen.findByLabelText('Your password'), 'Administrator#2025');
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(screen.getByText('ABCD EFGH IJKL MNOP')).toBeVisible();

    const code = screen.getByLabelText('Code from your app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText('Enter the six-digit code from your authenticator app.'),
    ).toBeVisible();
    await user.type(code, '65432');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code is six digits.')).toBeVisible();
    await user.type(code, '1');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/two-factor/enrolment/confirm',
      expect.objectContaining({ body: JSON.stringify({ code: '654321' }) }),
    );

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('You have 10 unused recovery codes.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('does not offer to turn off what the role requires', async () => {
    stubAdminApi({ 'GET /api/admin/two-factor': () => status(true, true) });
    await renderApp('/admin-two-factor');
    expect(
      await screen.findByText('Your role needs two-factor sign-in, so it cannot be turned off.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Turn off two-factor sign-in' })).toBeNull();
  });

  it('sends an Owner who must enrol from any page to this one', async () => {
    stubAdminApi({
      'GET /api/session': () =>
        jsonResponse({
          ...signedInAdmin,
          admin: { ...signedInAdmin.admin, mustEnrolTwoFactor: true },
        }),
      'GET /api/admin/two-factor': () => status(false, true),
    });
    const { router } = await renderApp('/adminhome');
    await arrivedAt(router, '/admin-two-factor');
    expect(
      await screen.findByText(
        'Your role needs two-factor sign-in. Set it up on the Two-factor sign-in page to continue.',
      ),
    ).toBeVisible();
  });

  it('is linked from the top bar', async () => {
    stubAdminApi({ 'GET /api/admin/two-factor': () => status(false) });
    const { user, router } = await renderApp('/admin-two-factor');
    await user.click(await screen.findByRole('link', { name: 'Two-factor sign-in' }));
    expect(router.state.location.pathname).toBe('/admin-two-factor');
  });
});
