import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkInResult, eventId } from '@/testing/admin-event-fixtures';
import { loadBackOffice, stubAdminApi } from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const checkInUrl = `/admin/events/${eventId}/check-in`;
const checkInApi = `/api/admin/events/${eventId}/check-in`;
const counts = {
  title: 'Implant Prosthetics Masterclass',
  startDate: '2026-12-12',
  registered: 50,
  checkedIn: 37,
};

/** The check-in API answering `answer` to every ticket, and the codes it was sent. */
const stubCheckIn = (answer: () => Response) => {
  const posted: unknown[] = [];
  stubAdminApi({
    [`GET ${checkInApi}`]: () => jsonResponse(counts),
    [`POST ${checkInApi}`]: (init) => {
      posted.push(JSON.parse(String(init?.body)));
      return answer();
    },
  });
  return posted;
};

describe('the check-in page', () => {
  it('shows the count and checks in a typed code, dashes and all', async () => {
    const posted = stubCheckIn(() => jsonResponse(checkInResult()));
    const { user } = await renderApp(checkInUrl);
    expect(await screen.findByText('37 of 50 checked in')).toBeVisible();
    expect(screen.getByText('Implant Prosthetics Masterclass, 12 December 2026')).toBeVisible();

    await user.type(screen.getByLabelText('Ticket code'), 'abcd-efgh jkmn{Enter}');

    const checkedIn = await screen.findByText('Checked in');
    expect(checkedIn.closest('[data-tone]')).toHaveAttribute('data-tone', 'checked');
    expect(checkedIn.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Dr. Ananya Krishnan')).toBeVisible();
    expect(screen.getByText('Member')).toBeVisible();
    expect(screen.getByText('OSI-2026-00007')).toBeVisible();
    expect(posted).toEqual([{ code: 'ABCDEFGHJKMN' }]);
    expect(await screen.findByText('38 of 50 checked in')).toBeVisible();
    expect(screen.getByLabelText('Ticket code')).toHaveValue('');
  });

  it('says when a ticket was already checked in, and when', async () => {
    stubCheckIn(() =>
      jsonResponse(
        checkInResult({
          checkedInNow: false,
          message: 'Already checked in.',
          attendee: { name: 'Dr. Rohan Mehta', category: 'student', membershipId: null },
        }),
      ),
    );
    const { user } = await renderApp(checkInUrl);
    await user.type(await screen.findByLabelText('Ticket code'), 'ABCDEFGHJKMN{Enter}');

    const already = await screen.findByText('Already checked in at 12 Dec 2026, 10:42 am IST');
    expect(already.closest('[data-tone]')).toHaveAttribute('data-tone', 'already');
    expect(screen.getByText('Dr. Rohan Mehta')).toBeVisible();
    expect(screen.getByText('Student: check their student card')).toBeVisible();
  });

  it("shows the server's refusal in red", async () => {
    stubCheckIn(() =>
      errorResponse(409, 'conflict', 'This ticket is for another event: Digital Smile Design.'),
    );
    const { user } = await renderApp(checkInUrl);
    await user.type(await screen.findByLabelText('Ticket code'), 'ABCDEFGHJKMN{Enter}');
    const refusal = await screen.findByText(
      'This ticket is for another event: Digital Smile Design.',
    );
    expect(refusal.closest('[data-tone]')).toHaveAttribute('data-tone', 'refused');
    expect(screen.getByLabelText('Ticket code')).toHaveValue('ABCDEFGHJKMN');
  });

  it('refuses a code that cannot be a ticket without asking the server', async () => {
    const posted = stubCheckIn(() => jsonResponse(checkInResult()));
    const { user } = await renderApp(checkInUrl);
    await user.type(await screen.findByLabelText('Ticket code'), 'ILOU{Enter}');
    expect(await screen.findByText('No ticket has this code.')).toBeVisible();
    expect(screen.getByLabelText('Ticket code')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);
  });

  it('checks in the ticket of the address its QR code holds at once', async () => {
    const posted = stubCheckIn(() => jsonResponse(checkInResult()));
    const { router } = await renderApp(`${checkInUrl}?ticket=ABCD-EFGH-JKMN`);
    expect(await screen.findByText('Checked in')).toBeVisible();
    expect(posted).toEqual([{ code: 'ABCDEFGHJKMN' }]);
    expect(router.state.location.search).toBe('');
  });

  it('says so when there is no camera, and the typed code still works', async () => {
    stubCheckIn(() => jsonResponse(checkInResult()));
    const { user } = await renderApp(checkInUrl);
    await user.click(await screen.findByRole('button', { name: 'Start camera' }));
    expect(await screen.findByText(/No camera could be found/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start camera' })).toBeVisible();
    await user.type(screen.getByLabelText('Ticket code'), 'ABCDEFGHJKMN{Enter}');
    expect(await screen.findByText('Checked in')).toBeVisible();
  });

  it('says so when the camera was not allowed', async () => {
    stubCheckIn(() => jsonResponse(checkInResult()));
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: () => Promise.reject(new Error('not asked')) },
      permissions: { query: () => Promise.resolve({ state: 'denied' }) },
    });
    const { user } = await renderApp(checkInUrl);
    await user.click(await screen.findByRole('button', { name: 'Start camera' }));
    expect(await screen.findByText(/The camera was not allowed/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start camera' })).toBeVisible();
  });

  it('links to the attendees of the event', async () => {
    stubCheckIn(() => jsonResponse(checkInResult()));
    await renderApp(checkInUrl);
    expect(await screen.findByRole('link', { name: 'Attendees of this event' })).toHaveAttribute(
      'href',
      `/admin/events/${eventId}`,
    );
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Check-in',
    );
  });
});
