import { newsletterMessages } from '@osi/shared';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

/** The pages' code, loaded before the first test so it does not wait for it. */
beforeAll(async () => {
  await Promise.all([import('./newsletter-confirm-page'), import('./newsletter-unsubscribe-page')]);
});

const token = 'a'.repeat(43);

describe('the confirmation link', () => {
  it('confirms only when the button is pressed', async () => {
    const fetchMock = stubApi({
      'POST /api/newsletter/confirmations': () =>
        jsonResponse({ message: newsletterMessages.confirmed }),
    });
    const { user } = await renderApp(`/newsletter/confirm/${token}`);
    const button = await screen.findByRole('button', { name: 'Confirm my subscription' });
    expect(fetchMock).not.toHaveBeenCalledWith('/api/newsletter/confirmations', expect.anything());
    await user.click(button);
    expect(await screen.findByText(newsletterMessages.confirmed)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/newsletter/confirmations',
      expect.objectContaining({ body: JSON.stringify({ token }) }),
    );
  });

  it('says when the link is no longer valid', async () => {
    stubApi({
      'POST /api/newsletter/confirmations': () =>
        errorResponse(400, 'bad_request', newsletterMessages.confirmLinkInvalid),
    });
    const { user } = await renderApp(`/newsletter/confirm/${token}`);
    await user.click(await screen.findByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      newsletterMessages.confirmLinkInvalid,
    );
  });
});

describe('the unsubscribe link', () => {
  it('unsubscribes on opening, once, and offers to subscribe again', async () => {
    const fetchMock = stubApi({
      [`POST /api/newsletter/unsubscribe/${token}`]: () =>
        jsonResponse({ message: newsletterMessages.unsubscribed }),
      'POST /api/newsletter/resubscribe': () =>
        jsonResponse({ message: newsletterMessages.resubscribed }),
    });
    const { user } = await renderApp(`/newsletter/unsubscribe/${token}`);
    expect(await screen.findByText(newsletterMessages.unsubscribed, {})).toBeVisible();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/unsubscribe/')),
    ).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /Subscribe again/ }));
    expect(await screen.findByText(newsletterMessages.resubscribed)).toBeVisible();
  });
});
