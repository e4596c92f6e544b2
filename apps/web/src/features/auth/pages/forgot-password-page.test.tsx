import { forgotPasswordReply } from '@osi/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

const open = async () => {
  const rendered = await renderApp('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
  return rendered;
};

describe('forgot password page', () => {
  it('asks for an e-mail address that looks like one', async () => {
    const fetchMock = stubApi();
    const { user } = await open();
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalledWith(
      '/api/auth/member/forgot-password',
      expect.anything(),
    );
  });

  it('reads "Submiting" while sending, then shows the answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubApi({
      'POST /api/auth/member/forgot-password': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = await open();
    await user.type(screen.getByLabelText('Email'), 'asha.rao@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submiting' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/member/forgot-password',
      expect.objectContaining({ body: JSON.stringify({ email: 'asha.rao@example.com' }) }),
    );
    answer(jsonResponse({ message: forgotPasswordReply }));
    expect(await screen.findByRole('status')).toHaveTextContent(forgotPasswordReply);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it.each([
    [
      "the server's message",
      () =>
        errorResponse(
          429,
          'rate_limited',
          'Too many attempts. Please wait 15 minutes and try again.',
        ),
      'Too many attempts. Please wait 15 minutes and try again.',
    ],
    [
      '"Something went wrong." without one',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Something went wrong.',
    ],
  ])('shows %s when it fails', async (_, failure, message) => {
    stubApi({ 'POST /api/auth/member/forgot-password': failure });
    const { user } = await open();
    await user.type(screen.getByLabelText('Email'), 'asha.rao@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(message)).toBeVisible();
  });
});
