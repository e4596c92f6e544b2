import { directoryMessages, notListed, privacyMessages } from '@osi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn } from '@/testing/fixtures';
import { memberProfile } from '@/testing/member-fixtures';
import { dashboardLoad, renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi } from '@/testing/stub-api';

describe('the Settings tab', () => {
  it('shows the directory as not listed by default and saves the member’s choice', async () => {
    const fetchMock = stubApi({
      'GET /api/session': () => jsonResponse(signedIn),
      'GET /api/me/profile': () => jsonResponse(memberProfile),
      'GET /api/me/directory-listing': () => jsonResponse(notListed),
      'GET /api/me/forum-preferences': () => jsonResponse({ replyEmails: true }),
      'PUT /api/me/directory-listing': (init) =>
        jsonResponse({ message: directoryMessages.saved, listing: JSON.parse(String(init?.body)) }),
    });
    const { user } = await renderApp('/dashboard?tab=settings');
    const section = within(
      await screen.findByRole('region', { name: "Members' directory" }, dashboardLoad),
    );
    const listed = await section.findByLabelText("List me in the members' directory");
    expect(listed).not.toBeChecked();
    expect(section.getByLabelText('Show my e-mail address')).not.toBeChecked();
    await user.click(listed);
    await user.click(section.getByLabelText('Show my mobile number'));
    await user.click(section.getByRole('button', { name: 'Save directory settings' }));
    expect(await screen.findByText(directoryMessages.saved)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me/directory-listing',
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ listed: true, showEmail: false, showMobile: true }),
      }),
    );
    const emails = within(screen.getByRole('region', { name: 'Discussion forum e-mails' }));
    await waitFor(() =>
      expect(
        emails.getByLabelText('E-mail me when someone replies to a thread I started'),
      ).toBeChecked(),
    );
  });
});

describe('the Settings tab’s Your data', () => {
  it('asks to erase the account after a warning, and shows the request pending', async () => {
    const requests: object[] = [];
    const fetchMock = stubApi({
      'GET /api/session': () => jsonResponse(signedIn),
      'GET /api/me/profile': () => jsonResponse(memberProfile),
      'GET /api/me/directory-listing': () => jsonResponse(notListed),
      'GET /api/me/forum-preferences': () => jsonResponse({ replyEmails: true }),
      'GET /api/me/privacy-requests': () => jsonResponse({ items: requests }),
      'POST /api/me/erasure-request': () => {
        const request = {
          id: '00000000-0000-4000-8000-000000000001',
          kind: 'erasure',
          status: 'pending',
          note: 'Leaving the profession.',
          outcome: '',
          requestedAt: '2026-11-26T10:00:00.000Z',
          decidedAt: null,
        };
        requests.push(request);
        return jsonResponse({ message: privacyMessages.erasureRequested, request }, 201);
      },
    });
    const { user } = await renderApp('/dashboard?tab=settings');
    const section = within(await screen.findByRole('region', { name: 'Your data' }, dashboardLoad));
    expect(await section.findByText('You have made no requests yet.')).toBeVisible();
    expect(section.getByRole('button', { name: 'Download my data' })).toBeEnabled();

    await user.click(section.getByRole('button', { name: 'Ask to erase my account' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/This cannot be undone/)).toBeVisible();
    await user.type(
      dialog.getByLabelText('Anything the Owner should know (optional)'),
      'Leaving the profession.',
    );
    await user.click(dialog.getByRole('button', { name: 'Ask to erase my account' }));
    expect(await screen.findByText(privacyMessages.erasureRequested)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me/erasure-request',
      expect.objectContaining({
        body: JSON.stringify({ note: 'Leaving the profession.', confirm: true }),
      }),
    );
    expect(await section.findByText('Pending')).toBeVisible();
    expect(section.getByRole('button', { name: 'Ask to erase my account' })).toBeDisabled();
  });
});
