import { eventMessages, type OwnRegistration } from '@osi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventItem, eventSlug, ownRegistration, registrationInfo } from '@/testing/event-fixtures';
import { signedIn, siteSettings } from '@/testing/fixtures';
import { memberProfile } from '@/testing/member-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

// The panel's and the checkout's code, loaded before the first test rather than within it.
beforeAll(async () => {
  await import('@/lib/response-schemas');
  await import('./registration-panel');
  await import('@/features/payments/components/sandbox-checkout-dialog');
});

type Handlers = Parameters<typeof stubApi>[0];

const itemPath = `GET /api/content/event/${eventSlug}`;
const infoPath = `GET /api/events/${eventSlug}/registration`;

const open = async (handlers: Handlers = {}) => {
  const fetchMock = stubApi({
    [itemPath]: () => jsonResponse(eventItem()),
    [infoPath]: () => jsonResponse(registrationInfo()),
    ...handlers,
  });
  const rendered = await renderApp(`/events/${eventSlug}`);
  return { ...rendered, fetchMock };
};

const panel = async () =>
  within(await screen.findByRole('region', { name: 'Registration' }, { timeout: 5000 }));

const bodyOf = (fetchMock: Awaited<ReturnType<typeof open>>['fetchMock'], url: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([called]) => called === url)?.[1]?.body));

const result = (message: string, registration: Partial<OwnRegistration>, order: unknown = null) =>
  jsonResponse({ message, registration: ownRegistration(registration), order }, 201);

const order = {
  orderId: 'order_Ev3ntOrd3r01',
  amountPaise: 350_000,
  currency: 'INR',
  keyId: 'rzp_test_sandbox',
  gateway: 'sandbox',
  description: 'Implant Summit 2027',
};

describe("an event page's registration", () => {
  it('shows the prices, places, dates, refund rule and CDE points, with Register', async () => {
    await open();
    const shown = await panel();
    const value = (label: string) => shown.getByText(label).nextElementSibling?.textContent;
    expect(value('Members')).toBe('₹2,000');
    expect(value('Non-members')).toBe('₹3,500');
    expect(value('Students')).toBe('Free');
    expect(value('Places')).toBe('12 of 50 places left');
    expect(value('Register by')).toBe('5 February 2027');
    expect(value('Cancellation')).toBe('Half refund if you cancel by 1 February 2027; none after');
    expect(value('CDE points')).toBe('6');
    expect(value('Accreditation number')).toBe('DCI/CDE/2027/041');
    expect(shown.getByRole('button', { name: 'Register' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Register \(opens in a new tab\)/ })).toBeNull();
  });

  it.each([
    [{ state: 'not-open' }, 'Registration opens on 1 January 2027'],
    [{ state: 'closed' }, 'Registration has closed'],
    [{ state: 'past' }, 'This event has taken place'],
  ])('says why it takes no registration: %o', async (state, text) => {
    await open({ [infoPath]: () => jsonResponse(registrationInfo(state)) });
    const shown = await panel();
    expect(shown.getByText(text)).toBeVisible();
    expect(shown.queryByRole('button')).toBeNull();
  });

  it('offers the waiting list when the event is full, with no limit shown as such', async () => {
    await open({
      [infoPath]: () =>
        jsonResponse(registrationInfo({ state: 'full', capacity: null, placesLeft: null })),
    });
    const shown = await panel();
    expect(shown.getByText('The event is full: join the waiting list')).toBeVisible();
    expect(shown.getByText('No limit')).toBeVisible();
    expect(shown.getByRole('button', { name: 'Join the waiting list' })).toBeVisible();
  });

  it('keeps the outside registration link for an event that takes none here', async () => {
    const { fetchMock } = await open({
      [itemPath]: () => jsonResponse(eventItem({ registrationOpens: null })),
    });
    expect(
      await screen.findByRole('link', { name: 'Register (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://register.example.org');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/registration'))).toBe(false);
  });

  it("registers a signed-in member with their profile's details and pays their price", async () => {
    const { user, fetchMock } = await open({
      'GET /api/session': () => jsonResponse(signedIn),
      'GET /api/me/profile': () => jsonResponse(memberProfile),
      [`POST /api/me/events/${eventSlug}/registration`]: () =>
        result(eventMessages.held, { status: 'held', ticketCode: null }, order),
      'POST /api/payments/sandbox/checkout': () =>
        jsonResponse({
          razorpay_order_id: order.orderId,
          razorpay_payment_id: 'pay_Ev3ntP4ym3nt',
          razorpay_signature: 'e'.repeat(64),
        }),
      'POST /api/event-payments': () => result(eventMessages.registered, {}),
    });
    await user.click((await panel()).getByRole('button', { name: 'Register' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Register for/ }));
    expect(await dialog.findByText('Dr. Asha Rao')).toBeVisible();
    expect(dialog.getByText('KA-12345')).toBeVisible();
    expect(dialog.getByText('Member')).toBeVisible();
    expect(dialog.getByText('₹2,000')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Confirm registration' }));

    const checkout = within(await screen.findByRole('dialog', { name: siteSettings.name }));
    await user.click(checkout.getByRole('button', { name: /^Pay ₹3,500/ }));
    expect((await screen.findAllByText(eventMessages.registered)).length).toBeGreaterThan(0);
    expect(bodyOf(fetchMock, `/api/me/events/${eventSlug}/registration`)).toEqual({
      confirm: true,
    });
    expect(bodyOf(fetchMock, '/api/event-payments')).toEqual({
      razorpayOrderId: order.orderId,
      razorpayPaymentId: 'pay_Ev3ntP4ym3nt',
      razorpaySignature: 'e'.repeat(64),
    });
    expect(screen.getByRole('link', { name: 'See your registration' })).toHaveAttribute(
      'href',
      '/event-registration/AbCdEfGhIjKlMnOpQrStUvWxYz012345',
    );
  });

  it("leaves a member's place held, with Pay now, when the checkout is closed", async () => {
    const { user } = await open({
      'GET /api/session': () => jsonResponse(signedIn),
      'GET /api/me/profile': () => jsonResponse(memberProfile),
      [`POST /api/me/events/${eventSlug}/registration`]: () =>
        result(
          eventMessages.held,
          { status: 'held', ticketCode: null, heldUntil: '2027-01-03T10:00:00.000Z' },
          order,
        ),
    });
    await user.click((await panel()).getByRole('button', { name: 'Register' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Register for/ }));
    await user.click(await dialog.findByRole('button', { name: 'Confirm registration' }));
    const checkout = within(await screen.findByRole('dialog', { name: siteSettings.name }));
    await user.click(checkout.getByRole('button', { name: 'Close' }));
    const held = within(await screen.findByRole('dialog', { name: /Register for/ }));
    expect(await held.findByText(eventMessages.held)).toBeVisible();
    expect(held.getByText(/Held until 3 Jan/)).toBeVisible();
    expect(held.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('sends a payment again, not charging twice, when its confirmation failed', async () => {
    let attempts = 0;
    const { user, fetchMock } = await open({
      'GET /api/session': () => jsonResponse(signedIn),
      'GET /api/me/profile': () => jsonResponse(memberProfile),
      [`POST /api/me/events/${eventSlug}/registration`]: () =>
        result(eventMessages.held, { status: 'held', ticketCode: null }, order),
      'POST /api/payments/sandbox/checkout': () =>
        jsonResponse({
          razorpay_order_id: order.orderId,
          razorpay_payment_id: 'pay_Ev3ntP4ym3nt',
          razorpay_signature: 'e'.repeat(64),
        }),
      'POST /api/event-payments': () => {
        attempts += 1;
        return attempts === 1
          ? errorResponse(503, 'unavailable', 'The payment service is busy.')
          : result(eventMessages.registered, {});
      },
    });
    await user.click((await panel()).getByRole('button', { name: 'Register' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Register for/ }));
    await user.click(await dialog.findByRole('button', { name: 'Confirm registration' }));
    const checkout = within(await screen.findByRole('dialog', { name: siteSettings.name }));
    await user.click(checkout.getByRole('button', { name: /^Pay ₹3,500/ }));
    expect(await screen.findByText('The payment service is busy.')).toBeVisible();

    await user.click(await dialog.findByRole('button', { name: 'Pay now' }));
    expect((await screen.findAllByText(eventMessages.registered)).length).toBeGreaterThan(0);
    const sent = fetchMock.mock.calls.filter(([url]) => url === '/api/event-payments');
    expect(sent.map(([, init]) => init?.body)).toEqual([sent[0]![1]!.body, sent[0]![1]!.body]);
    expect(
      fetchMock.mock.calls.filter(([url]) => url === '/api/payments/sandbox/checkout'),
    ).toHaveLength(1);
  });

  it('verifies a visitor’s e-mail by a code, then registers them on the waiting list', async () => {
    const { user, fetchMock } = await open({
      [infoPath]: () => jsonResponse(registrationInfo({ state: 'full', placesLeft: 0 })),
      [`POST /api/events/${eventSlug}/verification-code`]: () => jsonResponse({ message: 'Sent' }),
      [`POST /api/events/${eventSlug}/verification-code/verify`]: () =>
        jsonResponse({ message: 'Verified' }),
      [`POST /api/events/${eventSlug}/registrations`]: () =>
        result(eventMessages.waiting, {
          status: 'waiting',
          waitingPosition: 3,
          ticketCode: null,
          category: 'student',
        }),
    });
    await user.click((await panel()).getByRole('button', { name: 'Join the waiting list' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Register for/ }));
    expect(dialog.getByRole('link', { name: 'sign in' })).toHaveAttribute(
      'href',
      `/member-login?next=%2Fevents%2F${eventSlug}`,
    );
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    expect(await dialog.findByText(eventMessages.nameRequired)).toBeVisible();
    expect(dialog.getByText(eventMessages.categoryRequired)).toBeVisible();

    await user.type(dialog.getByLabelText(/Full name/), 'Dr. Kiran Shah');
    await user.type(dialog.getByLabelText(/E-mail/), 'kiran@example.com');
    await user.type(dialog.getByLabelText(/Mobile/), '9845098450');
    await user.type(dialog.getByLabelText(/Dental council registration number/), 'MH-4321');
    await user.click(dialog.getByRole('radio', { name: 'Student · Free' }));
    await user.click(dialog.getByRole('button', { name: 'Send code' }));

    await user.type(await dialog.findByLabelText(/Verification code/), '123456');
    await user.click(dialog.getByRole('button', { name: 'Verify and register' }));
    expect(await dialog.findByText('You are number 3 on the waiting list.')).toBeVisible();
    expect(bodyOf(fetchMock, `/api/events/${eventSlug}/verification-code/verify`)).toEqual({
      email: 'kiran@example.com',
      otp: '123456',
    });
    expect(bodyOf(fetchMock, `/api/events/${eventSlug}/registrations`)).toEqual({
      name: 'Dr. Kiran Shah',
      email: 'kiran@example.com',
      mobile: '9845098450',
      registrationNumber: 'MH-4321',
      category: 'student',
    });
  });

  it("puts the server's refusal of a visitor's details on their fields", async () => {
    const { user } = await open({
      [`POST /api/events/${eventSlug}/verification-code`]: () => jsonResponse({ message: 'Sent' }),
      [`POST /api/events/${eventSlug}/verification-code/verify`]: () =>
        jsonResponse({ message: 'Verified' }),
      [`POST /api/events/${eventSlug}/registrations`]: () =>
        jsonResponse(
          {
            error: {
              code: 'validation',
              message: 'Please check the form.',
              fieldErrors: { mobile: eventMessages.mobileInvalid },
            },
          },
          400,
        ),
    });
    await user.click((await panel()).getByRole('button', { name: 'Register' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Register for/ }));
    await user.type(dialog.getByLabelText(/Full name/), 'Dr. Kiran Shah');
    await user.type(dialog.getByLabelText(/E-mail/), 'kiran@example.com');
    await user.type(dialog.getByLabelText(/Mobile/), '9845098450');
    await user.type(dialog.getByLabelText(/Dental council registration number/), 'MH-4321');
    await user.click(dialog.getByRole('radio', { name: 'Non-member · ₹3,500' }));
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    await user.type(await dialog.findByLabelText(/Verification code/), '123456');
    await user.click(dialog.getByRole('button', { name: 'Verify and register' }));
    expect(await dialog.findByText(eventMessages.mobileInvalid)).toBeVisible();
    expect(dialog.getByLabelText(/Mobile/)).toHaveValue('9845098450');
  });

  it('shows a refusal to send the code in the server’s words', async () => {
    const { user } = await open({
      [`POST /api/events/${eventSlug}/verification-code`]: () =>
        errorResponse(409, 'conflict', eventMessages.memberEmail),
    });
    await user.click((await panel()).getByRole('button', { name: 'Register' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Register for/ }));
    await user.type(dialog.getByLabelText(/Full name/), 'Dr. Asha Rao');
    await user.type(dialog.getByLabelText(/E-mail/), 'asha.rao@example.com');
    await user.type(dialog.getByLabelText(/Mobile/), '9845012345');
    await user.type(dialog.getByLabelText(/Dental council registration number/), 'KA-12345');
    await user.click(dialog.getByRole('radio', { name: 'Non-member · ₹3,500' }));
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(eventMessages.memberEmail)).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Send code' })).toBeEnabled());
  });
});
