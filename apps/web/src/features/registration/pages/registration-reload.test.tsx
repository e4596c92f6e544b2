import { paymentMessages } from '@osi/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { siteSettings } from '@/testing/fixtures';
import {
  applicant,
  signedPayment,
  stubImageUploads,
  stubRegistrationApi,
  wizardDriver,
} from '@/testing/registration';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse } from '@/testing/stub-api';

// Each test walks the wizard from step 1, which takes a few seconds.
vi.setConfig({ testTimeout: 30_000 });

const open = async () => {
  const rendered = await renderApp('/become-a-member');
  return { ...rendered, wizard: wizardDriver(rendered.user) };
};

/** What a reload does to the page: everything in memory is gone, the tab's storage stays. */
const reload = () => {
  cleanup();
  return open();
};

const saved = () => sessionStorage.getItem('osi.registration-wizard') ?? '';

describe('registration wizard, reloading the page', () => {
  it('comes back on the same step with what was entered', async () => {
    stubImageUploads();
    stubRegistrationApi();
    const first = await open();
    await first.wizard.reach(3);
    await first.user.click(await screen.findByRole('radio', { name: /Life Member/ }));
    await first.user.click(screen.getByRole('button', { name: 'Back' }));
    await first.wizard.step('Additional Details');

    const { wizard } = await reload();
    await wizard.step('Additional Details');
    expect(screen.getByLabelText('First name')).toHaveValue(applicant.firstName);
    expect(screen.getByLabelText('Mobile number')).toHaveValue(applicant.mobileNo);
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
    await wizard.next();
    await wizard.step('Membership Type');
    expect(screen.getByRole('radio', { name: /Life Member/ })).toBeChecked();
  });

  it('keeps the e-mail verified but never the password, which it asks for before the summary', async () => {
    stubImageUploads();
    const fetchMock = stubRegistrationApi();
    const first = await open();
    await first.wizard.reach(6);
    expect(saved()).toContain(applicant.email);
    expect(saved()).not.toContain(applicant.password);

    const { user, wizard } = await reload();
    await wizard.step('Create Account');
    expect(screen.getByText(/enter it again to continue where you left off/)).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue(applicant.email);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await wizard.fillText('Password', applicant.password);
    await wizard.next();
    await wizard.step('Profile Summary');
    expect(screen.getByText('Dr. Asha Rao')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await wizard.step('Email Verification');
    expect(screen.getByText(`Your e-mail address ${applicant.email} is verified.`)).toBeVisible();
    const sends = fetchMock.mock.calls.filter(
      ([url]) => url === '/api/registration/verification-code',
    );
    expect(sends).toHaveLength(1);
  });

  it('keeps a payment whose registration failed, and finishes without paying again', async () => {
    stubImageUploads();
    let fail = true;
    const fetchMock = stubRegistrationApi({
      'POST /api/registration': () =>
        fail
          ? errorResponse(500, 'internal', 'Something went wrong on our side.')
          : jsonResponse({ message: 'Registration successful!', membershipId: 'OSI-0099' }, 201),
    });
    const first = await open();
    await first.wizard.reach(6);
    await first.user.click(screen.getByRole('button', { name: 'Pay ₹3,000 and Register' }));
    const dialog = within(await screen.findByRole('dialog', { name: siteSettings.name }));
    await first.user.click(dialog.getByRole('button', { name: 'Pay ₹3,000' }));
    await waitFor(() =>
      expect(
        screen.getAllByText(
          `${paymentMessages.registrationFailedWithId}${signedPayment.razorpay_payment_id}`,
        ).length,
      ).toBeGreaterThan(0),
    );
    fail = false;

    const { user, wizard } = await reload();
    await wizard.step('Create Account');
    expect(screen.getByText(/^Payment ID: pay_A1b2C3d4E5f6G7\./)).toBeVisible();
    await wizard.fillText('Password', applicant.password);
    await wizard.next();
    await wizard.step('Profile Summary');
    // The consent is not kept across a reload: the applicant agrees again.
    await wizard.agree();
    await user.click(screen.getByRole('button', { name: 'Try registering again' }));
    await wizard.step('Confirmation');

    const calls = (url: string) => fetchMock.mock.calls.filter(([called]) => called === url);
    expect(calls('/api/registration/order')).toHaveLength(1);
    expect(calls('/api/payments/sandbox/checkout')).toHaveLength(1);
    expect(JSON.parse(String(calls('/api/registration')[1]![1]!.body)).payment).toEqual({
      razorpayOrderId: signedPayment.razorpay_order_id,
      razorpayPaymentId: signedPayment.razorpay_payment_id,
      razorpaySignature: signedPayment.razorpay_signature,
    });
    expect(saved()).toBe('');
  });
});
