import {
  memberProfileSchema,
  paymentMessages,
  renewalMessages,
  renewalPath,
  renewalQuoteSchema,
  type MemberProfile,
} from '@osi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedIn, siteSettings } from '@/testing/fixtures';
import { memberProfile, membershipTypes } from '@/testing/member-fixtures';
import { dashboardLoad, renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

// The dashboard's and the checkout's code, loaded before the first test rather than within it.
beforeAll(() => import('@/features/members/pages/dashboard-page'));
beforeAll(() => import('@/features/payments/components/sandbox-checkout-dialog'));
beforeEach(() => sessionStorage.clear());

const [life, annual, student] = membershipTypes as [
  (typeof membershipTypes)[0],
  (typeof membershipTypes)[0],
  (typeof membershipTypes)[0],
];

const expiring = memberProfileSchema.parse({
  ...memberProfile,
  membershipType: annual.name,
  membershipPrice: annual.price,
  term: {
    memberSince: '2025-12-06',
    validUntil: '2026-12-05',
    lifeMember: false,
    standing: 'expiring',
  },
});

const quote = renewalQuoteSchema.parse({
  validUntil: '2026-12-05',
  currentTypeId: annual.id,
  currentTypeName: annual.name,
  choices: [
    { ...student, termYears: 1, validUntil: '2027-12-05' },
    { ...annual, termYears: 1, validUntil: '2027-12-05' },
    { ...life, termYears: null, validUntil: null },
  ],
});

/** The order the server opens; its amount is the chosen type's price. */
const order = {
  orderId: 'order_R3n3w4lOrd3r01',
  currency: 'INR',
  keyId: 'rzp_test_sandbox',
  gateway: 'sandbox',
  description: renewalMessages.checkoutDescription,
};
const paid = {
  razorpay_order_id: order.orderId,
  razorpay_payment_id: 'pay_R3n3w4lP4ym3nt',
  razorpay_signature: 'd'.repeat(64),
};
const renewedForLife = {
  message: 'Thank you! You are now a life member.',
  term: { memberSince: '2025-12-06', validUntil: null, lifeMember: true, standing: 'active' },
};

type Handlers = Parameters<typeof stubApi>[0];

const open = async (url: string, profile: MemberProfile = expiring, handlers: Handlers = {}) => {
  const fetchMock = stubApi({
    'GET /api/session': () => jsonResponse(signedIn),
    'GET /api/me/profile': () => jsonResponse(profile),
    'GET /api/me/renewal': () => jsonResponse(quote),
    'POST /api/me/renewal/orders': (init) => {
      const chosen = quote.choices.find(
        ({ id }) => id === JSON.parse(String(init?.body)).membershipTypeId,
      );
      return jsonResponse({ ...order, amountPaise: chosen!.price * 100 });
    },
    'POST /api/payments/sandbox/checkout': () => jsonResponse(paid),
    'POST /api/me/renewal': () => jsonResponse(renewedForLife),
    ...handlers,
  });
  const rendered = await renderApp(url);
  await screen.findByRole('heading', { level: 2, name: 'Dr. Asha Rao' }, dashboardLoad);
  return { ...rendered, fetchMock };
};

const calls = (fetchMock: Awaited<ReturnType<typeof open>>['fetchMock'], what: string) => {
  const [method, url] = what.split(' ');
  return fetchMock.mock.calls.filter(
    ([called, init]) => called === url && (init?.method ?? 'GET') === method,
  );
};
const bodyOf = (fetchMock: Awaited<ReturnType<typeof open>>['fetchMock'], what: string) =>
  JSON.parse(String(calls(fetchMock, what).at(-1)?.[1]?.body));

const section = () => within(screen.getByRole('region', { name: 'Renew membership' }));
const payButton = () => section().getByRole('button', { name: 'Pay and Renew' });
const checkout = () => screen.findByRole('dialog', { name: siteSettings.name });
const summary = () => section().getByText('To pay:').parentElement!.textContent;

describe('Renew membership on the dashboard', () => {
  it('offers a member whose term ends to renew, and opens the choice of types', async () => {
    const { user, fetchMock } = await open('/dashboard');
    expect(calls(fetchMock, 'GET /api/me/renewal')).toEqual([]);
    await user.click(section().getByRole('button', { name: 'Renew membership' }));
    expect(await section().findByRole('radio', { name: /Annual Member/ })).toBeChecked();
    expect(section().getByText(/^Current term:/).textContent).toBe(
      'Current term: Annual Member, valid until 5 December 2026',
    );
    expect(summary()).toContain('₹3,000');
    expect(section().getByText('New term:').parentElement!.textContent).toContain(
      'Valid until 5 December 2027',
    );
  });

  it('is not offered to life members', async () => {
    await open('/dashboard', memberProfile);
    expect(screen.queryByRole('region', { name: 'Renew membership' })).toBeNull();
  });

  it('is not offered to applicants under review', async () => {
    await open('/dashboard', {
      ...expiring,
      status: 'pending',
      term: { memberSince: null, validUntil: null, lifeMember: false, standing: null },
    });
    expect(await screen.findByText('Your application is under review')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Renew membership' })).toBeNull();
  });

  it('opens itself from the link in the e-mails, on the Profile tab', async () => {
    await open(renewalPath);
    expect(await section().findByRole('radio', { name: /Annual Member/ })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Renew membership' })).toHaveFocus();
  });

  it('pays the chosen type in the checkout, renews and shows the new term', async () => {
    const { user, fetchMock } = await open(renewalPath);
    await user.click(await section().findByRole('radio', { name: /Life Member/ }));
    expect(summary()).toContain('₹15,000');
    expect(section().getByText('New term:').parentElement!.textContent).toContain(
      'Life membership',
    );
    await user.click(payButton());

    const dialog = within(await checkout());
    expect(dialog.getByText(renewalMessages.checkoutDescription)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Paying...', hidden: true })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Pay ₹15,000' }));

    expect(await screen.findByText(renewedForLife.message)).toBeVisible();
    expect(section().getByText('You are now a life member.')).toBeVisible();
    expect(bodyOf(fetchMock, 'POST /api/me/renewal/orders')).toEqual({ membershipTypeId: life.id });
    expect(bodyOf(fetchMock, 'POST /api/me/renewal')).toEqual({
      razorpayOrderId: order.orderId,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
    });
    await waitFor(() => expect(calls(fetchMock, 'GET /api/me/profile').length).toBeGreaterThan(1));
    expect(sessionStorage.length).toBe(0);
  });

  it('says the payment was cancelled when the checkout is closed, and renews nothing', async () => {
    const { user, fetchMock } = await open(renewalPath);
    await section().findByRole('radio', { name: /Annual Member/ });
    await user.click(payButton());
    await user.click(within(await checkout()).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(paymentMessages.cancelled)).toBeVisible();
    expect(calls(fetchMock, 'POST /api/me/renewal')).toEqual([]);
    expect(payButton()).toBeEnabled();
  });

  it('shows a refusal, keeps the payment and sends it again without charging twice', async () => {
    let attempts = 0;
    const { user, fetchMock } = await open(renewalPath, expiring, {
      'POST /api/me/renewal': () => {
        attempts += 1;
        return attempts === 1
          ? errorResponse(409, 'conflict', 'The member this payment renews no longer exists.')
          : jsonResponse({
              message: 'Thank you! Your membership is renewed until 5 December 2027.',
              term: { ...expiring.term, validUntil: '2027-12-05', standing: 'active' },
            });
      },
    });
    await section().findByRole('radio', { name: /Annual Member/ });
    await user.click(payButton());
    await user.click(within(await checkout()).getByRole('button', { name: 'Pay ₹3,000' }));
    expect(
      await screen.findByText('The member this payment renews no longer exists.'),
    ).toBeVisible();
    expect(section().getByText(renewalMessages.failedAfterPayment)).toBeVisible();
    expect(section().getByText(`Payment ID: ${paid.razorpay_payment_id}`)).toBeVisible();

    await user.click(payButton());
    expect(
      await section().findByText('Your membership is now valid until 5 December 2027.'),
    ).toBeVisible();
    expect(calls(fetchMock, 'POST /api/me/renewal/orders')).toHaveLength(1);
    expect(calls(fetchMock, 'POST /api/me/renewal')).toHaveLength(2);
  });

  it('says why an order was refused', async () => {
    const { user } = await open(renewalPath, expiring, {
      'POST /api/me/renewal/orders': () =>
        errorResponse(400, 'bad_request', renewalMessages.typeUnavailable),
    });
    await section().findByRole('radio', { name: /Annual Member/ });
    await user.click(payButton());
    expect(await screen.findByText(renewalMessages.typeUnavailable)).toBeVisible();
    expect(payButton()).toBeEnabled();
  });

  it('chooses the first offered type for a member whose own type is no longer offered', async () => {
    await open(renewalPath, expiring, {
      'GET /api/me/renewal': () => jsonResponse({ ...quote, currentTypeId: null }),
    });
    expect(await section().findByRole('radio', { name: /Student Member/ })).toBeChecked();
    expect(summary()).toContain('₹1,500');
  });

  it('says so when no type is offered', async () => {
    await open(renewalPath, expiring, {
      'GET /api/me/renewal': () => jsonResponse({ ...quote, choices: [] }),
    });
    expect(await section().findByText(renewalMessages.noTypes)).toBeVisible();
  });

  it('offers to try again when the types cannot be loaded', async () => {
    await open(renewalPath, expiring, {
      'GET /api/me/renewal': () => errorResponse(503, 'unavailable', 'Service unavailable'),
    });
    expect(await section().findByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
