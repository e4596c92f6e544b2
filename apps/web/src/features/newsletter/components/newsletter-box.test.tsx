import { newsletterMessages } from '@osi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

/** The footer loads the box after the page; its code is loaded once before the tests. */
beforeAll(async () => {
  await import('./newsletter-box');
});

const box = async () =>
  within(await screen.findByRole('region', { name: 'Subscribe to our newsletter' }));

describe('the newsletter box in the footer', () => {
  it('checks the address while it is typed', async () => {
    stubApi();
    const { user } = await renderApp('/');
    const field = (await box()).getByLabelText('Newsletter sign-up');
    await user.type(field, 'asha@');
    await waitFor(() => expect(field).toHaveAccessibleDescription(newsletterMessages.emailInvalid));
    await user.type(field, 'example.org');
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
  });

  it('refuses to subscribe a bad address and sends nothing', async () => {
    const fetchMock = stubApi();
    const { user } = await renderApp('/');
    const footer = await box();
    await user.click(footer.getByRole('button', { name: 'Subscribe' }));
    expect(footer.getByLabelText('Newsletter sign-up')).toHaveAccessibleDescription(
      newsletterMessages.emailInvalid,
    );
    expect(fetchMock).not.toHaveBeenCalledWith('/api/newsletter/subscriptions', expect.anything());
  });

  it("subscribes the address and shows the server's message", async () => {
    const fetchMock = stubApi({
      'POST /api/newsletter/subscriptions': () => jsonResponse({ message: 'Check your inbox.' }),
    });
    const { user } = await renderApp('/');
    const footer = await box();
    await user.type(footer.getByLabelText('Newsletter sign-up'), ' Asha@Example.org');
    await user.click(footer.getByRole('button', { name: 'Subscribe' }));
    expect(await footer.findByRole('status')).toHaveTextContent('Check your inbox.');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/newsletter/subscriptions',
      expect.objectContaining({ body: JSON.stringify({ mail: 'asha@example.org' }) }),
    );
    expect(footer.getByLabelText('Newsletter sign-up')).toHaveValue('');
  });

  it("shows the server's message when subscribing fails", async () => {
    stubApi({
      'POST /api/newsletter/subscriptions': () =>
        errorResponse(
          429,
          'rate_limited',
          'Too many attempts. Please wait 10 minutes and try again.',
        ),
    });
    const { user } = await renderApp('/');
    const footer = await box();
    await user.type(footer.getByLabelText('Newsletter sign-up'), 'asha@example.org');
    await user.click(footer.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/Too many attempts/)).toBeVisible();
  });
});
