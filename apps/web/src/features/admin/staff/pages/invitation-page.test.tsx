import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession, loadBackOffice } from '@/testing/admin-fixtures';
import { arrivedAt, renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const invitation = { name: 'Nisha Pai', email: 'nisha@osi.example.org', role: 'content' };

describe('the invitation page', () => {
  it('sets the password, checking both fields, and lands in the back office', async () => {
    let session = { member: null, admin: null } as ReturnType<typeof adminSession>;
    stubApi({
      'GET /api/session': () => jsonResponse(session),
      'GET /api/staff-invitations/tok3n': () => jsonResponse(invitation),
      'POST /api/staff-invitations/tok3n/accept': () => {
        session = adminSession('content');
        return jsonResponse({ message: 'Welcome!', admin: session.admin }, 201);
      },
    });
    const { user, router } = await renderApp('/admin/invitation/tok3n');
    expect(await screen.findByText(/You join as Content with the e-mail/)).toBeVisible();
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(
      await screen.findByText('Administrator passwords must be at least 12 characters long.'),
    ).toBeVisible();

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Correct horse 42');
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'Correct horse 42');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await arrivedAt(router, '/fellowship-form-headers');
  });

  it('says when the link no longer works', async () => {
    stubApi({
      'GET /api/staff-invitations/old': () =>
        errorResponse(
          404,
          'not_found',
          'This invitation link is invalid, has expired or was already used.',
        ),
    });
    await renderApp('/admin/invitation/old');
    expect(
      await screen.findByText('This invitation link is invalid, has expired or was already used.'),
    ).toBeVisible();
  });
});
