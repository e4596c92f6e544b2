import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventId, eventSummary } from '@/testing/admin-event-fixtures';
import { loadBackOffice, stubAdminApi, testId } from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const settings = { requiredPoints: 30, cycleStartYear: 2025 };

const stubEvents = (items: unknown[], handlers: Parameters<typeof stubAdminApi>[0] = {}) =>
  stubAdminApi({
    'GET /api/admin/events': () => jsonResponse({ items }),
    'GET /api/admin/cde-settings': () => jsonResponse(settings),
    ...handlers,
  });

const cdeSection = async () => within(await screen.findByRole('region', { name: 'CDE points' }));

describe('the event registrations page', () => {
  it('lists the events with their counts and income, linking to attendees and check-in', async () => {
    stubEvents([
      eventSummary(),
      eventSummary({ eventId: testId(501), title: 'Digital Smile Design', capacity: null }),
    ]);
    await renderApp('/admin/events');

    const table = within(await screen.findByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Event',
      'Date',
      'Registered',
      'Held',
      'Waiting',
      'Checked in',
      'Income',
      'Check-in',
    ]);
    const [, first, second] = table.getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Implant Prosthetics Masterclass',
      '12 December 2026',
      '37 of 50',
      '2',
      '3',
      '12',
      '₹74,000.00',
      'Check in',
    ]);
    expect(within(second!).getAllByRole('cell')[2]).toHaveTextContent(/^37$/);
    expect(table.getByRole('link', { name: 'Implant Prosthetics Masterclass' })).toHaveAttribute(
      'href',
      `/admin/events/${eventId}`,
    );
    expect(
      table.getByRole('link', { name: 'Check in to Implant Prosthetics Masterclass' }),
    ).toHaveAttribute('href', `/admin/events/${eventId}/check-in`);
    expect(
      within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', {
        name: 'Event registrations',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('explains how an event comes to take registrations when none does', async () => {
    stubEvents([]);
    await renderApp('/admin/events');
    expect(
      await screen.findByRole('heading', { name: 'No event takes registrations' }),
    ).toBeVisible();
    expect(screen.getByText(/once its “Registration opens” date is set/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Content → Events' })).toHaveAttribute(
      'href',
      '/adminevents',
    );
  });

  it('saves the CDE requirement and cycle', async () => {
    const fetchMock = stubEvents([], {
      'PUT /api/admin/cde-settings': (init) =>
        jsonResponse({ message: 'CDE settings saved.', settings: JSON.parse(String(init?.body)) }),
    });
    const { user } = await renderApp('/admin/events');
    const form = await cdeSection();
    expect(await form.findByLabelText('Points required per cycle')).toHaveValue(30);
    expect(form.getByLabelText('Cycles count from')).toHaveValue(2025);

    await user.clear(form.getByLabelText('Points required per cycle'));
    await user.type(form.getByLabelText('Points required per cycle'), '50');
    await user.click(form.getByRole('button', { name: 'Save CDE settings' }));

    expect(await screen.findByText('CDE settings saved.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/cde-settings',
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ requiredPoints: 50, cycleStartYear: 2025 }),
      }),
    );
  });

  it('checks the settings as the server does, and shows its field errors', async () => {
    const fetchMock = stubEvents([], {
      'PUT /api/admin/cde-settings': () =>
        jsonResponse(
          {
            error: {
              code: 'validation_error',
              message: 'Please check the highlighted fields',
              fieldErrors: { requiredPoints: 'Please enter 1000 or less' },
            },
          },
          400,
        ),
    });
    const { user } = await renderApp('/admin/events');
    const form = await cdeSection();
    await user.clear(await form.findByLabelText('Cycles count from'));
    await user.type(form.getByLabelText('Cycles count from'), '1990');
    await user.click(form.getByRole('button', { name: 'Save CDE settings' }));
    expect(await form.findByText('Please enter a year from 2000')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalledWith(
      '/api/admin/cde-settings',
      expect.objectContaining({ method: 'PUT' }),
    );

    await user.clear(form.getByLabelText('Cycles count from'));
    await user.type(form.getByLabelText('Cycles count from'), '2025');
    await user.click(form.getByRole('button', { name: 'Save CDE settings' }));
    expect(await form.findByText('Please enter 1000 or less')).toBeVisible();
  });

  it('says when the events cannot be loaded', async () => {
    stubEvents([], {
      'GET /api/admin/events': () => errorResponse(500, 'internal', 'Something went wrong.'),
    });
    await renderApp('/admin/events');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
