import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendee, eventId, eventSummary } from '@/testing/admin-event-fixtures';
import { loadBackOffice, stubAdminApi, testId } from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const attendeesUrl = `/admin/events/${eventId}`;
const attendeesApi = `/api/admin/events/${eventId}/attendees`;

const attendees = [
  attendee(1, {
    name: 'Dr. Ananya Krishnan',
    category: 'member',
    member: { id: testId(7), membershipId: 'OSI-2026-00007' },
    checkedInAt: '2026-12-12T05:12:00.000Z',
  }),
  attendee(2, {
    status: 'waiting',
    waitingPosition: 1,
    paidPaise: 0,
    receiptNumber: null,
  }),
  attendee(3, {
    category: 'student',
    status: 'cancelled',
    paidPaise: 150000,
    refundedPaise: 150000,
  }),
];

const stubAttendees = (handlers: Parameters<typeof stubAdminApi>[0] = {}) =>
  stubAdminApi({
    [`GET ${attendeesApi}`]: () => jsonResponse({ summary: eventSummary(), items: attendees }),
    ...handlers,
  });

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe("an event's attendees", () => {
  it('shows the figures and every registration, members linking to their details', async () => {
    stubAttendees();
    await renderApp(attendeesUrl);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Implant Prosthetics Masterclass' }),
    ).toBeVisible();
    const figures = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );
    expect(figures).toEqual({
      Registered: '37 of 50',
      Held: '2',
      Waiting: '3',
      'Checked in': '12',
      Cancelled: '1',
      Income: '₹74,000.00',
    });

    const [, first, second, third] = within(screen.getByRole('table')).getAllByRole('row');
    expect(cellsOf(first!)).toEqual([
      'Dr. Ananya Krishnan',
      'attendee1@clinic.example.in',
      '9845000001',
      'KA-1001',
      'Member',
      'Registered',
      '—',
      '₹2,500.00',
      '—',
      'OSI/2026-27/000401',
      '12 Dec 2026, 10:42 am IST',
    ]);
    expect(cellsOf(second!).slice(5, 8)).toEqual(['On the waiting list', '1', '—']);
    expect(cellsOf(third!).slice(4, 9)).toEqual([
      'Student',
      'Cancelled',
      '—',
      '₹1,500.00',
      '₹1,500.00',
    ]);
    expect(screen.getByRole('link', { name: 'Dr. Ananya Krishnan' })).toHaveAttribute(
      'href',
      `/admin-membership-details/${testId(7)}`,
    );
    expect(screen.queryByRole('link', { name: 'Dr. Attendee 2' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/admin/events/${eventId}/attendees.csv`,
    );
    expect(screen.getByRole('link', { name: 'Check-in page' })).toHaveAttribute(
      'href',
      `/admin/events/${eventId}/check-in`,
    );
  });

  it('narrows the list to one status', async () => {
    stubAttendees();
    const { user, router } = await renderApp(attendeesUrl);
    await user.selectOptions(await screen.findByLabelText('Status'), 'On the waiting list');

    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(cellsOf(rows[1]!)[0]).toBe('Dr. Attendee 2');
    expect(router.state.location.search).toBe('?status=waiting');

    await user.selectOptions(screen.getByLabelText('Status'), 'Place held');
    expect(screen.getByRole('heading', { name: 'No attendees here' })).toBeVisible();
  });

  it('e-mails the attendees, checking the message first', async () => {
    let sent: unknown;
    stubAttendees({
      [`POST /api/admin/events/${eventId}/mail`]: (init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse({ message: 'Queued.', queued: 37 });
      },
    });
    const { user } = await renderApp(attendeesUrl);
    await user.click(await screen.findByRole('button', { name: 'E-mail attendees' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'E-mail attendees' }));

    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText('Please enter a subject')).toBeVisible();
    expect(dialog.getByText('Please enter the message')).toBeVisible();
    expect(sent).toBeUndefined();

    await user.type(dialog.getByLabelText(/Subject/), 'Venue change');
    await user.type(dialog.getByLabelText(/Message/), 'We meet in Hall B.');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Your message is on its way to 37 attendees.')).toBeVisible();
    expect(sent).toEqual({ subject: 'Venue change', body: 'We meet in Hall B.' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
