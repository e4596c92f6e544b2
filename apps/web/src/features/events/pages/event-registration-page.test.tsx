import { eventMessages } from '@osi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownRegistration, registrationToken } from '@/testing/event-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

// The page's code and the QR library, loaded before the first test rather than within it.
beforeAll(async () => {
  await import('./event-registration-page');
  await import('qrcode');
});

type Handlers = Parameters<typeof stubApi>[0];
const ownPath = `GET /api/event-registrations/${registrationToken}`;

const open = async (registration: unknown, handlers: Handlers = {}) => {
  const fetchMock = stubApi({ [ownPath]: () => jsonResponse(registration), ...handlers });
  const rendered = await renderApp(`/event-registration/${registrationToken}`);
  await screen.findByRole('heading', { level: 1, name: 'Your registration' }, { timeout: 5000 });
  return { ...rendered, fetchMock };
};

const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe("a registration's own page", () => {
  it('shows the event, the status, the ticket code with its QR code and the receipt', async () => {
    await open(ownRegistration());
    expect(await screen.findByRole('heading', { name: 'Implant Summit 2027' })).toBeVisible();
    expect(screen.getByText('Registered')).toHaveAttribute('data-tone', 'green');
    expect(screen.getByText('7K3M-9P2Q-X4RT')).toBeVisible();
    const qr = await screen.findByRole('img', { name: 'QR code of your ticket' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(value('Receipt number')).toBe('OSI/2026-27/000311');
    expect(value('Price')).toBe('₹2,000');
    expect(screen.queryByRole('link', { name: /certificate/ })).toBeNull();
  });

  it('cancels after a confirmation that states the refund', async () => {
    const { user, fetchMock } = await open(ownRegistration(), {
      [`POST /api/event-registrations/${registrationToken}/cancel`]: () =>
        jsonResponse({
          message: eventMessages.cancelledWithRefund('₹1,000.00'),
          registration: ownRegistration({
            status: 'cancelled',
            ticketCode: null,
            cancelRefundPaise: null,
          }),
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel registration' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel your registration?' }));
    expect(dialog.getByText(/₹1,000.00 will be refunded to your card./)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(eventMessages.cancelledWithRefund('₹1,000.00'))).toBeVisible();
    expect(await screen.findByText('Cancelled')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel registration' })).toBeNull();
    const cancel = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/cancel'));
    expect(JSON.parse(String(cancel?.[1]?.body))).toEqual({ confirm: true });
  });

  it('shows a refusal to cancel in a toast, keeping the page', async () => {
    const { user } = await open(ownRegistration({ cancelRefundPaise: 0 }), {
      [`POST /api/event-registrations/${registrationToken}/cancel`]: () =>
        errorResponse(409, 'conflict', eventMessages.cannotCancel),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel registration' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Nothing will be refunded./)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(eventMessages.cannotCancel)).toBeVisible();
    expect(screen.getByText('Registered')).toBeVisible();
  });

  it('offers a held place to take, and takes a free one at once', async () => {
    const held = ownRegistration({
      status: 'held',
      price: 0,
      ticketCode: null,
      receiptNumber: null,
      heldUntil: '2027-01-05T12:00:00.000Z',
    });
    const { user } = await open(held, {
      [`POST /api/event-registrations/${registrationToken}/accept`]: () =>
        jsonResponse({
          message: eventMessages.registered,
          registration: ownRegistration({ price: 0, receiptNumber: null }),
          order: null,
        }),
    });
    expect(await screen.findByText('A place is held for you')).toBeVisible();
    expect(screen.getByText(/Take it by 5 Jan/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Accept the place' }));
    expect(await screen.findByText(eventMessages.registered)).toBeVisible();
    expect(await screen.findByText('7K3M-9P2Q-X4RT')).toBeVisible();
  });

  it('shows the waiting position', async () => {
    await open(ownRegistration({ status: 'waiting', waitingPosition: 2, ticketCode: null }));
    expect(await screen.findByText(/You are number 2 on the waiting list./)).toBeVisible();
    expect(screen.getByText('On the waiting list')).toHaveAttribute('data-tone', 'yellow');
  });

  it('links to the attendance certificate once there is one', async () => {
    await open(ownRegistration({ certificateCode: 'ABCD2345EFGH6789' }));
    expect(await screen.findByRole('link', { name: 'Download certificate (PDF)' })).toHaveAttribute(
      'href',
      `/api/event-registrations/${registrationToken}/certificate`,
    );
  });

  it('says when no registration has the token', async () => {
    await open(null, {
      [ownPath]: () => errorResponse(404, 'not_found', eventMessages.noSuchRegistration),
    });
    await waitFor(() => expect(screen.getByText(eventMessages.noSuchRegistration)).toBeVisible());
  });
});
