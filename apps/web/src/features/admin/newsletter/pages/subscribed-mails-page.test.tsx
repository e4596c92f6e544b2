import { newsletterMessages, type NewsletterIssue, type Subscriber } from '@osi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBackOffice, stubAdminApi, testId } from '@/testing/admin-fixtures';
import { onePage } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const subscriber = (n: number, status: Subscriber['status']): Subscriber => ({
  id: testId(n),
  email: `reader${n}@example.org`,
  status,
  createdAt: '2026-03-03T10:00:00.000Z',
  confirmedAt: null,
  unsubscribedAt: null,
  emailUndeliverable: null,
});
const subscribers = (items: Subscriber[]) => ({
  ...onePage(items),
  counts: { confirmed: 2, pending: 1, unsubscribed: 0 },
});
const issue: NewsletterIssue = {
  id: testId(40),
  subject: 'Congress news',
  body: '# Congress',
  html: '<h1>Congress</h1>',
  status: 'sending',
  createdAt: '2026-03-03T10:00:00.000Z',
  sendStartedAt: '2026-03-03T10:00:00.000Z',
  sentAt: null,
  recipients: 2,
  queued: 1,
  delivered: 0,
  failed: 0,
};

describe('Subscribed Mails', () => {
  it('marks an address the mail server refused for good', async () => {
    stubAdminApi({
      'GET /api/admin/newsletter/subscribers': () =>
        jsonResponse(
          subscribers([
            { ...subscriber(1, 'confirmed'), emailUndeliverable: '550 5.1.1 No such user' },
            subscriber(2, 'confirmed'),
          ]),
        ),
      'GET /api/admin/newsletter/issues': () => jsonResponse(onePage([])),
    });
    await renderApp('/subscribed-mails');
    const [, refused, mailed] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(refused).toHaveTextContent('Undeliverable');
    expect(refused).toHaveTextContent('550 5.1.1 No such user');
    expect(mailed).not.toHaveTextContent('Undeliverable');
  });

  it('lists, searches and filters the subscribers, with the CSV download', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/admin/newsletter/subscribers': () =>
        jsonResponse(subscribers([subscriber(1, 'confirmed'), subscriber(2, 'pending')])),
      'GET /api/admin/newsletter/issues': () => jsonResponse(onePage([])),
    });
    const { user } = await renderApp('/subscribed-mails');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('reader1@example.org')).toBeVisible();
    expect(within(table).getByText('pending')).toBeVisible();
    expect(screen.getByText('2 confirmed, 1 awaiting confirmation, 0 unsubscribed.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/newsletter/subscribers/export.csv',
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'Confirmed');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/newsletter/subscribers?page=1&pageSize=20&status=confirmed',
        expect.anything(),
      ),
    );
  });

  it('sends a newsletter to the confirmed subscribers after asking, and shows its progress', async () => {
    let sent = false;
    const fetchMock = stubAdminApi({
      'GET /api/admin/newsletter/subscribers': () =>
        jsonResponse(subscribers([subscriber(1, 'confirmed')])),
      'GET /api/admin/newsletter/issues': () => jsonResponse(onePage(sent ? [issue] : [])),
      'POST /api/admin/newsletter/issues': () => {
        sent = true;
        return jsonResponse({ message: newsletterMessages.sendingStarted, issue }, 201);
      },
    });
    const { user } = await renderApp('/subscribed-mails');
    await user.type(await screen.findByLabelText(/Subject/), 'Congress news');
    await user.type(screen.getByRole('textbox', { name: /^Newsletter/ }), '# Congress');
    await user.click(screen.getByRole('button', { name: 'Send to 2 confirmed subscribers' }));
    const dialog = within(
      screen.getByRole('dialog', { name: 'Send this newsletter to 2 confirmed subscribers?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(newsletterMessages.sendingStarted)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/newsletter/issues',
      expect.objectContaining({
        body: JSON.stringify({
          subject: 'Congress news',
          body: '# Congress',
          expectedRecipients: 2,
        }),
      }),
    );
    expect(
      await screen.findByRole('progressbar', { name: '“Congress news” queued' }),
    ).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText(/1 of 2 queued/)).toBeVisible();
  });
});
