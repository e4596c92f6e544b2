import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBackOffice, signedInAdmin, stubAdminApi } from '@/testing/admin-fixtures';
import { signedOut } from '@/testing/fixtures';
import { arrivedAt, renderApp, type RenderedApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const wrongCredentials = () =>
  jsonResponse(
    {
      error: {
        code: 'invalid_credentials',
        message: 'Incorrect e-mail or password.',
        fieldErrors: { password: 'Incorrect e-mail or password.' },
      },
    },
    401,
  );

const signIn = async (user: RenderedApp['user'], email: string, password = '') => {
  const button = await screen.findByRole('button', { name: 'Sign in' });
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(button);
};

describe('administrator sign-in', () => {
  it('is its own page, outside the public site layout', async () => {
    stubApi();
    await renderApp('/adminlogin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administrator sign-in' }),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await waitFor(() => expect(document.title).toMatch(/^Administrator sign-in/));
  });

  it.each([
    ['', '', 'Email is required.', 'Password is required.'],
    ['meera@', 'secret', 'Please enter a valid email address.', undefined],
  ])(
    'checks the fields before sending (%j)',
    async (email, password, emailError, passwordError) => {
      const fetchMock = stubApi();
      const { user } = await renderApp('/adminlogin');
      await signIn(user, email, password);
      expect(await screen.findByText(emailError)).toBeVisible();
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(emailError);
      if (passwordError) expect(screen.getByText(passwordError)).toBeVisible();
      expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/admin/login', expect.anything());
    },
  );

  it('shows wrong credentials under the password', async () => {
    stubApi({ 'POST /api/auth/admin/login': wrongCredentials });
    const { user, router } = await renderApp('/adminlogin');
    await signIn(user, 'meera.iyer@osi.example.org', 'not the password');
    expect(await screen.findByText('Incorrect e-mail or password.')).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Incorrect e-mail or password.',
    );
    expect(router.state.location.pathname).toBe('/adminlogin');
  });

  it('explains throttling above the form', async () => {
    stubApi({
      'POST /api/auth/admin/login': () =>
        jsonResponse(
          {
            error: {
              code: 'rate_limited',
              message: 'Too many attempts. Please wait 10 minutes and try again.',
            },
          },
          429,
        ),
    });
    const { user } = await renderApp('/adminlogin');
    await signIn(user, 'meera.iyer@osi.example.org', 'guess number 21');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 10 minutes and try again.',
    );
  });

  it('is busy while signing in, then opens the overview', async () => {
    let answer: (response: Response) => void = () => undefined;
    let session = signedOut;
    const fetchMock = stubApi({
      'GET /api/session': () => jsonResponse(session),
      'POST /api/auth/admin/login': () =>
        new Promise<Response>((resolve) => {
          answer = (response) => {
            session = signedInAdmin;
            resolve(response);
          };
        }),
      'GET /api/admin/overview': () =>
        jsonResponse({
          members: { pending: 0, approved: 0, declined: 0, manual: 0, deleted: 0 },
          unclaimedPayments: 0,
          recentActivity: [],
        }),
    });
    const { user, router } = await renderApp('/adminlogin');
    await signIn(user, 'Meera.Iyer@osi.example.org', 'a long admin password');

    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/admin/login',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({
          email: 'Meera.Iyer@osi.example.org',
          password: 'a long admin password',
        }),
      }),
    );
    answer(jsonResponse({ message: 'Signed in', admin: signedInAdmin.admin }));
    await arrivedAt(router, '/adminhome');
    expect(await screen.findByText('Meera Iyer')).toBeVisible();
  });

  it('sends an administrator who is already signed in to the overview', async () => {
    stubAdminApi();
    const { router } = await renderApp('/adminlogin');
    await arrivedAt(router, '/adminhome');
  });

  describe('with two-factor sign-in on', () => {
    const codeRequired = () =>
      jsonResponse({
        message: 'Enter the code from your authenticator app to finish signing in.',
        codeRequired: true,
      });
    const overview = () =>
      jsonResponse({
        members: { pending: 0, approved: 0, declined: 0, manual: 0, deleted: 0 },
        unclaimedPayments: 0,
        recentActivity: [],
      });

    it('asks for the code after the password, then opens the overview', async () => {
      let session = signedOut;
      const fetchMock = stubApi({
        'GET /api/session': () => jsonResponse(session),
        'POST /api/auth/admin/login': codeRequired,
        'POST /api/auth/admin/login/code': () => {
          session = signedInAdmin;
          return jsonResponse({ message: 'Signed in', admin: signedInAdmin.admin });
        },
        'GET /api/admin/overview': overview,
      });
      const { user, router } = await renderApp('/adminlogin');
      await signIn(user, 'meera.iyer@osi.example.org', 'a long admin password');

      const code = await screen.findByLabelText('Authentication code');
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code).toHaveAttribute('inputmode', 'numeric');
      expect(screen.queryByLabelText('Password')).toBeNull();
      expect(router.state.location.pathname).toBe('/adminlogin');

      await user.type(code, '123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await arrivedAt(router, '/adminhome');
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/auth/admin/login/code',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ code: '123456' }) }),
      );
    });

    it('takes a recovery code instead, and shows a wrong one under the field', async () => {
      const fetchMock = stubApi({
        'POST /api/auth/admin/login': codeRequired,
        'POST /api/auth/admin/login/code': () =>
          jsonResponse(
            {
              error: {
                code: 'wrong_code',
                message: 'That code is not right. Try the newest code from your app.',
                fieldErrors: { code: 'That code is not right. Try the newest code from your app.' },
              },
            },
            400,
          ),
      });
      const { user } = await renderApp('/adminlogin');
      await signIn(user, 'meera.iyer@osi.example.org', 'a long admin password');
      await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
      const field = screen.getByLabelText('Recovery code');
      expect(field).toHaveAttribute('autocomplete', 'off');
      await user.type(field, 'ABCDE-12345');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByLabelText('Recovery code')).toHaveAccessibleDescription(
        'That code is not right. Try the newest code from your app.',
      );
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/auth/admin/login/code',
        expect.objectContaining({ body: JSON.stringify({ code: 'ABCDE-12345' }) }),
      );
      await user.click(screen.getByRole('button', { name: 'Use the code from your app' }));
      expect(screen.getByLabelText('Authentication code')).toHaveValue('');
    });

    it('goes back to the password when the pending sign-in ran out', async () => {
      stubApi({
        'POST /api/auth/admin/login': codeRequired,
        'POST /api/auth/admin/login/code': () =>
          errorResponse(
            401,
            'sign_in_expired',
            'Your sign-in took too long. Please enter your e-mail and password again.',
          ),
      });
      const { user } = await renderApp('/adminlogin');
      await signIn(user, 'meera.iyer@osi.example.org', 'a long admin password');
      await user.type(await screen.findByLabelText('Authentication code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your sign-in took too long. Please enter your e-mail and password again.',
      );
      expect(screen.getByLabelText('Password')).toHaveValue('');
    });
  });

  it('says so when the session ended after inactivity', async () => {
    let session = signedInAdmin;
    stubApi({
      'GET /api/session': () => jsonResponse(session),
      'GET /api/admin/overview': () => {
        session = signedOut;
        return errorResponse(
          401,
          'session_idle',
          'Your session ended after a time without activity. Please sign in again.',
        );
      },
    });
    const { router } = await renderApp('/adminhome');
    await arrivedAt(router, '/adminlogin');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your session ended after a time without activity. Please sign in again.',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
