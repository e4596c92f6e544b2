import { loginMessages } from '@osi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn, signedOut } from '@/testing/fixtures';
import { memberProfile } from '@/testing/member-fixtures';
import { arrivedAt, renderApp, type RenderedApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

const fieldError = (code: string, message: string, status: number, field: string) =>
  jsonResponse({ error: { code, message, fieldErrors: { [field]: message } } }, status);

const signIn = async (
  user: RenderedApp['user'],
  email = 'asha.rao@example.com',
  password = 'Implant#2025',
) => {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

describe('login page', () => {
  // Signing in imports its endpoints when it starts: loaded here, so the waits below measure the
  // sign-in, not the test environment's first transform of that module.
  beforeAll(() => import('@/features/auth/api/auth-endpoints'));

  it('greets the member and links to password help and to sign up', async () => {
    stubApi();
    await renderApp('/member-login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Again' })).toBeVisible();
    expect(screen.getByText('Welcome Back')).toBeVisible();
    expect(screen.getByRole('img', { name: 'login' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/become-a-member',
    );
  });

  it.each([
    ['', loginMessages.emailRequired],
    ['asha.rao@', loginMessages.emailInvalid],
  ])('checks the e-mail "%s" before sending: %s', async (email, message) => {
    const fetchMock = stubApi();
    const { user } = await renderApp('/member-login');
    await screen.findByRole('heading', { name: 'Hello Again' });
    if (email) await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(message);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/member/login', expect.anything());
  });

  it('signs in, reads "Logging In..." meanwhile, and shows the dashboard as the member', async () => {
    let session = signedOut;
    let finishLogin: (response: Response) => void = () => undefined;
    const fetchMock = stubApi({
      'GET /api/session': () => jsonResponse(session),
      'POST /api/auth/member/login': () =>
        new Promise((resolve) => {
          finishLogin = resolve;
        }),
      'GET /api/me/profile': () => jsonResponse(memberProfile),
    });
    const { user, router } = await renderApp('/member-login');
    await screen.findByRole('heading', { name: 'Hello Again' });
    await signIn(user);

    expect(screen.getByRole('button', { name: 'Logging In...' })).toBeDisabled();
    // The request goes once the code that sends it has loaded (it is not part of the page's).
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/auth/member/login',
        expect.objectContaining({
          method: 'POST',
          body: JSON.stringify({ email: 'asha.rao@example.com', password: 'Implant#2025' }),
        }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Logging In...' })).toBeDisabled();
    session = signedIn;
    finishLogin(jsonResponse({ message: 'Login successful', member: signedIn.member }));

    await arrivedAt(router, '/dashboard');
    expect(await screen.findByText('Login successful')).toBeVisible();
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('button', { name: 'Your account' })).toBeVisible();
    expect(header.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  it('leaves the password to the server: an empty one is sent, and the answer shown', async () => {
    const sent: unknown[] = [];
    stubApi({
      'POST /api/auth/member/login': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return fieldError('validation_error', 'Password is required.', 400, 'password');
      },
    });
    const { user } = await renderApp('/member-login');
    await screen.findByRole('heading', { name: 'Hello Again' });
    await user.type(screen.getByLabelText('Email'), 'asha.rao@example.com');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        'Password is required.',
      ),
    );
    expect(sent).toEqual([{ email: 'asha.rao@example.com', password: '' }]);
  });

  it('says an unknown e-mail is not a member, as a toast and under the field', async () => {
    stubApi({
      'POST /api/auth/member/login': () =>
        fieldError('member_not_found', loginMessages.notFound, 404, 'email'),
    });
    const { user, router } = await renderApp('/member-login');
    await screen.findByRole('heading', { name: 'Hello Again' });
    await signIn(user);
    await waitFor(() =>
      expect(screen.getAllByText('Member not found. Please SignUp.')).toHaveLength(2),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(loginMessages.notFound);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/member-login');
  });

  it('says a wrong password is invalid, as a toast and under the field', async () => {
    stubApi({
      'POST /api/auth/member/login': () =>
        fieldError('invalid_password', loginMessages.wrongPassword, 401, 'password'),
    });
    const { user } = await renderApp('/member-login');
    await screen.findByRole('heading', { name: 'Hello Again' });
    await signIn(user);
    await waitFor(() => expect(screen.getAllByText('Invalid password.')).toHaveLength(2));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Invalid password.');
  });

  it('clears a field error as soon as the field is edited', async () => {
    stubApi({
      'POST /api/auth/member/login': () =>
        fieldError('invalid_password', loginMessages.wrongPassword, 401, 'password'),
    });
    const { user } = await renderApp('/member-login');
    await screen.findByRole('heading', { name: 'Hello Again' });
    await signIn(user);
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription());
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.getByLabelText('Password')).not.toHaveAccessibleDescription();
  });

  it.each([
    [
      'a throttled account',
      () =>
        errorResponse(
          429,
          'account_locked',
          'Too many failed sign-ins for this account. Please wait 15 minutes or reset your password.',
        ),
      'Too many failed sign-ins for this account. Please wait 15 minutes or reset your password.',
    ],
    [
      'an unreachable server',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'No response from server.',
    ],
    [
      'any other failure',
      () => errorResponse(500, 'internal', 'Internal error'),
      'An error occurred, please try again later.',
    ],
  ])('explains %s', async (_, answer, message) => {
    stubApi({ 'POST /api/auth/member/login': answer });
    const { user } = await renderApp('/member-login');
    await screen.findByRole('heading', { name: 'Hello Again' });
    await signIn(user);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('sends a member who is already signed in to the dashboard', async () => {
    stubApi({
      'GET /api/session': () => jsonResponse(signedIn),
      'GET /api/me/profile': () => jsonResponse(memberProfile),
    });
    const { router } = await renderApp('/member-login');
    await arrivedAt(router, '/dashboard');
  });
});
