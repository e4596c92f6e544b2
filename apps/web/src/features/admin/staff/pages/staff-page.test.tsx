import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffList } from '@osi/shared';
import { adminSession, loadBackOffice, stubAdminApi, testId } from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const selfId = adminSession('owner').admin!.id;
const staffList = (): StaffList => ({
  staff: [
    {
      id: selfId,
      name: 'Meera Iyer',
      email: 'meera.iyer@osi.example.org',
      role: 'owner',
      status: 'active',
      twoFactor: false,
      createdAt: '2026-01-05T10:00:00.000Z',
      lastSignInAt: '2026-11-20T09:30:00.000Z',
    },
    {
      id: testId(2),
      name: 'Kiran Das',
      email: 'kiran@osi.example.org',
      role: 'content',
      status: 'active',
      twoFactor: true,
      createdAt: '2026-02-01T10:00:00.000Z',
      lastSignInAt: null,
    },
  ],
  invitations: [
    {
      id: testId(3),
      name: 'Nisha Pai',
      email: 'nisha@osi.example.org',
      role: 'finance',
      expiresAt: '2026-11-20T09:30:00.000Z',
      expired: true,
      createdAt: '2026-11-17T09:30:00.000Z',
    },
  ],
});

const row = (cell: HTMLElement) => cell.closest('tr')!;

describe('the Staff page', () => {
  it('lists the staff and invitations; the Owner cannot disable themselves', async () => {
    stubAdminApi({ 'GET /api/admin/staff': () => jsonResponse(staffList()) });
    await renderApp('/admin/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const kiran = within(row(await screen.findByText('kiran@osi.example.org')));
    expect(kiran.getByLabelText('Role of Kiran Das')).toHaveValue('content');
    expect(kiran.getByText('Never')).toBeVisible();
    expect(kiran.getByRole('button', { name: 'Disable Kiran Das' })).toBeVisible();
    expect(kiran.getByRole('button', { name: 'Reset two-factor of Kiran Das' })).toBeVisible();
    const meera = within(row(screen.getByText('meera.iyer@osi.example.org')));
    expect(meera.queryByRole('button', { name: /Disable/ })).not.toBeInTheDocument();
    expect(meera.queryByRole('button', { name: /Reset two-factor/ })).not.toBeInTheDocument();
    expect(
      within(row(screen.getByText('nisha@osi.example.org'))).getByText('Expired'),
    ).toBeVisible();
  });

  it('changes a role after confirming, and shows the refusal of the last Owner', async () => {
    const sent: unknown[] = [];
    stubAdminApi({
      'GET /api/admin/staff': () => jsonResponse(staffList()),
      [`PUT /api/admin/staff/${testId(2)}/role`]: (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse({ message: 'Role changed.' });
      },
      [`PUT /api/admin/staff/${selfId}/role`]: () =>
        errorResponse(409, 'conflict', 'The society must keep at least one active Owner.'),
    });
    const { user } = await renderApp('/admin/staff');
    await user.selectOptions(await screen.findByLabelText('Role of Kiran Das'), 'Finance');
    const dialog = await screen.findByRole('dialog', { name: 'Make Kiran Das Finance?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Role changed.')).toBeVisible();
    expect(sent).toEqual([{ role: 'finance' }]);

    await user.selectOptions(screen.getByLabelText('Role of Meera Iyer'), 'Content');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('The society must keep at least one active Owner.'),
    ).toBeVisible();
  });

  it('resends and revokes invitations, and says when there are none', async () => {
    let list = staffList();
    const called: string[] = [];
    stubAdminApi({
      'GET /api/admin/staff': () => jsonResponse(list),
      [`POST /api/admin/staff/invitations/${testId(3)}/resend`]: () => {
        called.push('resend');
        return jsonResponse({ message: 'Invitation sent again to nisha@osi.example.org.' });
      },
      [`DELETE /api/admin/staff/invitations/${testId(3)}`]: () => {
        called.push('revoke');
        list = { ...list, invitations: [] };
        return jsonResponse({ message: 'Invitation revoked.' });
      },
    });
    const { user } = await renderApp('/admin/staff');
    await screen.findByText('nisha@osi.example.org');
    await user.click(
      await screen.findByRole('button', { name: 'Resend to nisha@osi.example.org' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Invitation sent again to nisha@osi.example.org.'),
    ).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Revoke the invitation to nisha@osi.example.org' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No pending invitations')).toBeVisible();
    expect(called).toEqual(['resend', 'revoke']);
  });

  it('invites by e-mail, showing a taken address under its field', async () => {
    const sent: unknown[] = [];
    stubAdminApi({
      'GET /api/admin/staff': () => jsonResponse(staffList()),
      'POST /api/admin/staff/invitations': (init) => {
        const body = JSON.parse(String(init?.body)) as { email: string };
        sent.push(body);
        if (body.email === 'kiran@osi.example.org') {
          return jsonResponse(
            {
              error: {
                code: 'conflict',
                message: 'An administrator or a pending invitation already has this e-mail.',
                fieldErrors: {
                  email: 'An administrator or a pending invitation already has this e-mail.',
                },
              },
            },
            409,
          );
        }
        return jsonResponse({ message: 'Invitation sent to asha@osi.example.org.' }, 201);
      },
    });
    const { user } = await renderApp('/admin/staff');
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite to the staff' }));
    await user.type(dialog.getByLabelText(/^Name/), 'Asha Rao');
    await user.type(dialog.getByLabelText(/^E-mail/), 'kiran@osi.example.org');
    await user.selectOptions(dialog.getByLabelText(/^Role/), 'Content');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(
      await dialog.findByText('An administrator or a pending invitation already has this e-mail.'),
    ).toBeVisible();

    await user.clear(dialog.getByLabelText(/^E-mail/));
    await user.type(dialog.getByLabelText(/^E-mail/), 'asha@osi.example.org');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to asha@osi.example.org.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.at(-1)).toEqual({
      name: 'Asha Rao',
      email: 'asha@osi.example.org',
      role: 'content',
    });
  });
});
