import { fellowshipMessages, membershipNumberMessages, paymentMessages } from '@osi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fellowshipOrder,
  fellowshipPayment,
  ownFellowship,
  stubFellowshipApi,
} from '@/testing/fellowship-fixtures';
import { siteSettings } from '@/testing/fixtures';
import { memberProfile } from '@/testing/member-fixtures';
import { arrivedAt, dashboardLoad, renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse } from '@/testing/stub-api';

// The page's code, loaded before the first test rather than within it.
beforeAll(() => import('./apply-fellowship-page'));
beforeAll(() => import('@/features/payments/components/sandbox-checkout-dialog'));
beforeEach(() => sessionStorage.clear());

const open = async (handlers: Parameters<typeof stubFellowshipApi>[0] = {}) => {
  const fetchMock = stubFellowshipApi(handlers);
  const rendered = await renderApp('/apply-fellowship');
  await screen.findByLabelText('Name', {}, dashboardLoad);
  return { ...rendered, fetchMock };
};

/** The error shown under the field, '' without one. */
const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  if (field.getAttribute('aria-invalid') !== 'true') return '';
  const describedBy = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return document.getElementById(describedBy.at(-1)!)?.textContent;
};

const postsTo = (fetchMock: ReturnType<typeof stubFellowshipApi>, url: string) =>
  fetchMock.mock.calls.filter(([called, init]) => called === url && init?.method === 'POST');

/** The body of the last POST to `url`. */
const bodyOf = (fetchMock: ReturnType<typeof stubFellowshipApi>, url: string) =>
  JSON.parse(String(postsTo(fetchMock, url).at(-1)?.[1]?.body));

const submit = () => screen.getByRole('button', { name: 'Pay and Register' });
const checkout = () => screen.findByRole('dialog', { name: siteSettings.name });

describe('/apply-fellowship', () => {
  it('is titled Pay and Register under a banner broken after the fifth word', async () => {
    await open();
    await waitFor(() => expect(document.title).toBe(`Pay and Register · ${siteSettings.name}`));
    const banner = await screen.findByRole('heading', { level: 1 });
    expect(banner.innerHTML).toBe('Fellowship of the Oral Implantology<br>Society of India');
    expect(screen.getByText('Tell us about your training.')).toBeVisible();
    expect(screen.getByText('₹10,000')).toBeVisible();
  });

  it('fills in the member’s details; the e-mail and phone are read-only', async () => {
    await open();
    expect(screen.getByLabelText('Name')).toHaveValue('Dr. Asha Rao');
    expect(screen.getByLabelText('Membership Number')).toHaveValue('OSI-0042');
    expect(screen.getByLabelText('E-mail')).toHaveValue(memberProfile.email);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Phone Number')).toHaveValue(memberProfile.mobileNo);
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('readonly');
    for (const level of ["Bachelor's Degree", "Master's Degree", 'Post-Doctoral']) {
      const row = within(screen.getByRole('group', { name: level }));
      expect(row.getByLabelText('Degree')).toHaveValue('');
      expect(row.getByLabelText('Name of University')).toBeVisible();
      expect(row.getByLabelText('Date of Graduation')).toHaveAttribute('type', 'date');
      expect(row.queryByRole('button', { name: /Remove/ })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Add a qualification' })).toBeNull();
  });

  it.each([
    ['Name', '', 'Name is required'],
    ['Name', 'Asha 2', 'Name should not contain numbers.'],
    ['Address', '', 'Address is required'],
    ['City', 'Pune 4', 'City should not contain numbers.'],
    ['State', '', 'State is required'],
    ['Zip Code', '56A', fellowshipMessages.zipInvalid],
    ['Country', 'India1', 'Country should not contain numbers.'],
  ])('%s = %j shows %j and pays nothing', async (label, value, message) => {
    const { user, fetchMock } = await open();
    await user.clear(screen.getByLabelText(label));
    if (value) await user.type(screen.getByLabelText(label), value);
    await user.click(submit());
    await waitFor(() => expect(errorOf(label)).toBe(message));
    expect(fetchMock).not.toHaveBeenCalledWith('/api/me/fellowship/order', expect.anything());
  });

  it('checks the membership number when it is left, and holds the submit while it is wrong', async () => {
    const { user, fetchMock } = await open({
      'POST /api/me/membership-number-checks': (init) =>
        jsonResponse({
          isValid:
            (JSON.parse(String(init?.body)) as { membershipNumber: string }).membershipNumber ===
            'OSI-0042',
        }),
    });
    const field = screen.getByLabelText('Membership Number');
    await user.clear(field);
    await user.type(field, 'OSI-9999');
    await user.tab();
    await waitFor(() =>
      expect(errorOf('Membership Number')).toBe(membershipNumberMessages.invalid),
    );
    expect(submit()).toBeDisabled();
    expect(bodyOf(fetchMock, '/api/me/membership-number-checks')).toEqual({
      membershipNumber: 'OSI-9999',
    });

    await user.clear(field);
    await user.type(field, 'OSI-0042');
    expect(errorOf('Membership Number')).toBe('');
    await user.tab();
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('pays the fee in the checkout described as credits towards fellowship, applies, and goes to the dashboard', async () => {
    const { user, fetchMock, router } = await open({
      'POST /api/me/fellowship': () =>
        jsonResponse({ message: fellowshipMessages.received, id: ownFellowship().id }, 201),
    });
    await user.type(
      within(screen.getByRole('group', { name: "Bachelor's Degree" })).getByLabelText('Degree'),
      'BDS',
    );
    await user.click(submit());
    const dialog = within(await checkout());
    expect(dialog.getByText('Credits towards fellowship')).toBeVisible();
    expect(dialog.getByText('₹10,000')).toBeVisible();
    expect(dialog.getByText(memberProfile.email)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submitting...', hidden: true })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Pay ₹10,000' }));

    expect(await screen.findByText(fellowshipMessages.received)).toBeVisible();
    await arrivedAt(router, '/dashboard');
    expect(router.state.location.search).toBe('?tab=fellowship');
    expect(bodyOf(fetchMock, '/api/me/fellowship')).toEqual({
      name: 'Dr. Asha Rao',
      membershipNumber: 'OSI-0042',
      address: memberProfile.address,
      road: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560025',
      country: 'India',
      registration: '',
      qualifications: [
        { degree: 'BDS', university: '', date: '' },
        { degree: '', university: '', date: '' },
        { degree: '', university: '', date: '' },
      ],
      payment: {
        razorpayOrderId: fellowshipOrder.orderId,
        razorpayPaymentId: fellowshipPayment.razorpay_payment_id,
        razorpaySignature: fellowshipPayment.razorpay_signature,
      },
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('says the payment was cancelled when the checkout is closed, and applies nothing', async () => {
    const { user, fetchMock } = await open();
    await user.click(submit());
    await user.click(within(await checkout()).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(paymentMessages.cancelled)).toBeVisible();
    expect(postsTo(fetchMock, '/api/me/fellowship')).toEqual([]);
    expect(submit()).toBeEnabled();
  });

  it('keeps a payment whose application failed and sends it again without charging twice', async () => {
    let attempts = 0;
    const { user, fetchMock, router } = await open({
      'POST /api/me/fellowship': () => {
        attempts += 1;
        return attempts === 1
          ? errorResponse(503, 'unavailable', 'Service unavailable')
          : jsonResponse({ message: fellowshipMessages.received, id: ownFellowship().id }, 201);
      },
    });
    await user.click(submit());
    await user.click(within(await checkout()).getByRole('button', { name: 'Pay ₹10,000' }));
    expect(await screen.findByText(fellowshipMessages.failed)).toBeVisible();
    expect(screen.getByText(fellowshipMessages.failedAfterPayment)).toBeVisible();
    expect(screen.getByText(`Payment ID: ${fellowshipPayment.razorpay_payment_id}`)).toBeVisible();

    await user.click(submit());
    await arrivedAt(router, '/dashboard');
    expect(postsTo(fetchMock, '/api/me/fellowship/order')).toHaveLength(1);
    expect(bodyOf(fetchMock, '/api/me/fellowship').payment.razorpayPaymentId).toBe(
      fellowshipPayment.razorpay_payment_id,
    );
  });

  it('shows the server’s reason for a refusal under its field or as a message', async () => {
    const { user } = await open({
      'POST /api/me/fellowship': () =>
        jsonResponse(
          {
            error: {
              code: 'bad_request',
              message: membershipNumberMessages.invalid,
              fieldErrors: { membershipNumber: membershipNumberMessages.invalid },
            },
          },
          400,
        ),
    });
    await user.click(submit());
    await user.click(within(await checkout()).getByRole('button', { name: 'Pay ₹10,000' }));
    await waitFor(() =>
      expect(errorOf('Membership Number')).toBe(membershipNumberMessages.invalid),
    );
  });

  it.each([
    [
      'a member whose membership is not approved',
      { 'GET /api/me/profile': () => jsonResponse({ ...memberProfile, status: 'pending' }) },
      fellowshipMessages.notApproved,
    ],
    [
      'a member with an open application',
      { 'GET /api/me/fellowship': () => jsonResponse({ fellowship: ownFellowship() }) },
      fellowshipMessages.alreadyApplied,
    ],
    [
      'anyone while no fee has been set',
      { 'GET /api/fellowship-fee': () => errorResponse(409, 'no_fee', fellowshipMessages.noFee) },
      fellowshipMessages.noFee,
    ],
  ])('tells %s why they cannot apply', async (_, handlers, message) => {
    stubFellowshipApi(handlers);
    await renderApp('/apply-fellowship');
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay and Register' })).toBeNull();
  });
});
