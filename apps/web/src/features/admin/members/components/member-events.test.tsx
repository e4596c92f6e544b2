import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { certificate, memberEvents } from '@/testing/admin-event-fixtures';
import { adminMember, loadBackOffice, stubAdminApi, testId } from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const detailsUrl = `/admin-membership-details/${testId(7)}`;
const memberApi = `/api/admin/members/${testId(7)}`;
const revokeApi = '/api/admin/certificates/K7M2Q9XT4B8NW3HD/revoke';

const verification = {
  code: 'K7M2Q9XT4B8NW3HD',
  kind: 'attendance',
  holder: 'Dr. Ananya K Krishnan',
  title: 'Implant Prosthetics Masterclass',
  validFrom: '2026-12-12',
  validUntil: null,
  points: 6,
  accreditationNumber: 'KDC/CDE/2026/118',
  status: 'revoked',
  revokedOn: '2026-12-20',
};

const stubMember = (handlers: Parameters<typeof stubAdminApi>[0] = {}) =>
  stubAdminApi({
    [`GET ${memberApi}`]: () => jsonResponse(adminMember()),
    [`GET ${memberApi}/events`]: () => jsonResponse(memberEvents()),
    ...handlers,
  });

const section = async () => within(await screen.findByRole('region', { name: 'Events and CDE' }));

describe("a member's events and CDE on their details page", () => {
  it('shows the registrations, the points of the cycle and the certificates', async () => {
    stubMember();
    await renderApp(detailsUrl);
    const events = await section();

    expect(await events.findByText('12 of 30 points in 2025–2029')).toBeVisible();
    expect(
      events.getByRole('progressbar', { name: '12 of 30 points in 2025–2029' }),
    ).toHaveAttribute('aria-valuenow', '40');
    const registration = events.getByText('Implant Prosthetics Masterclass').closest('li')!;
    expect(registration).toHaveTextContent('12 December 2026');
    expect(registration).toHaveTextContent('Registered');
    expect(registration).toHaveTextContent('Checked in 12 Dec 2026, 10:42 am IST');
    expect(events.getByRole('link', { name: /K7M2Q9XT4B8NW3HD/ })).toHaveAttribute(
      'href',
      '/verify/K7M2Q9XT4B8NW3HD',
    );
    expect(events.getByText('valid')).toBeVisible();
  });

  it('revokes a certificate for a reason', async () => {
    let revoked: unknown;
    stubMember({
      [`GET ${memberApi}/events`]: () =>
        jsonResponse(
          revoked
            ? memberEvents({
                cde: { ...memberEvents().cde, certificates: [certificate({ status: 'revoked' })] },
              })
            : memberEvents(),
        ),
      [`POST ${revokeApi}`]: (init) => {
        revoked = JSON.parse(String(init?.body));
        return jsonResponse(verification);
      },
    });
    const { user } = await renderApp(detailsUrl);
    const events = await section();
    await user.click(
      await events.findByRole('button', { name: 'Revoke certificate K7M2Q9XT4B8NW3HD' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke certificate' }));

    await user.click(dialog.getByRole('button', { name: 'Revoke' }));
    expect(await dialog.findByText('Please give a reason')).toBeVisible();
    expect(revoked).toBeUndefined();

    await user.type(dialog.getByLabelText(/Reason/), 'Left before the afternoon session');
    await user.click(dialog.getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('Certificate revoked.')).toBeVisible();
    expect(revoked).toEqual({ reason: 'Left before the afternoon session' });
    expect(await events.findByText('revoked')).toBeVisible();
    expect(events.queryByRole('button', { name: /Revoke certificate/ })).toBeNull();
  });

  it('says when the member has no registrations or certificates', async () => {
    stubMember({
      [`GET ${memberApi}/events`]: () =>
        jsonResponse(
          memberEvents({
            registrations: [],
            cde: { ...memberEvents().cde, cycleTotal: 0, certificates: [] },
          }),
        ),
    });
    await renderApp(detailsUrl);
    const events = await section();
    expect(await events.findByText('No event registrations.')).toBeVisible();
    expect(events.getByText('No certificates yet.')).toBeVisible();
    expect(events.getByText('0 of 30 points in 2025–2029')).toBeVisible();
  });
});
