import { paymentMessages, privacyNoticeMessages, registrationMessages } from '@osi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { siteSettings } from '@/testing/fixtures';
import { membershipTypes } from '@/testing/member-fixtures';
import {
  applicant,
  order,
  pictureKey,
  privacyNotice,
  signedPayment,
  stubImageUploads,
  stubRegistrationApi,
  wizardDriver,
} from '@/testing/registration';
import { type RenderedApp, renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse } from '@/testing/stub-api';

// Each test walks the wizard from step 1, which takes a few seconds.
vi.setConfig({ testTimeout: 20_000 });
// The checkout's code loads on first use; loaded here, a busy machine's import is not counted
// against the wait for the dialog.
beforeAll(() => import('@/features/payments/components/sandbox-checkout-dialog'));

const annual = membershipTypes.find((type) => type.name === 'Annual Member')!;
const failedAfterPayment = `${paymentMessages.registrationFailedWithId}${signedPayment.razorpay_payment_id}`;

const open = async () => {
  const rendered = await renderApp('/become-a-member');
  const wizard = wizardDriver(rendered.user);
  await wizard.reach(6);
  return { ...rendered, wizard };
};

const checkout = () => screen.findByRole('dialog', { name: siteSettings.name });

const payInCheckout = async (user: RenderedApp['user']) => {
  await user.click(screen.getByRole('button', { name: 'Pay ₹3,000 and Register' }));
  await user.click(within(await checkout()).getByRole('button', { name: 'Pay ₹3,000' }));
};

const bodyOf = (fetchMock: ReturnType<typeof stubRegistrationApi>, url: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([called]) => called === url)?.[1]?.body));

describe('registration wizard, step 6 (Profile Summary) and payment', () => {
  it('sums up the application and its price', async () => {
    stubImageUploads();
    stubRegistrationApi();
    await open();
    const summary = within(screen.getByRole('region', { name: 'Profile Summary' }));
    expect(summary.getByText('Annual Member — ₹3,000')).toBeVisible();
    expect(summary.getByText(applicant.email)).toBeVisible();
    expect(summary.getByText('Dr. Asha Rao')).toBeVisible();
    expect(summary.getByText('12 April 1988')).toBeVisible();
    expect(summary.getByText(applicant.dentalRegNumber)).toBeVisible();
    expect(summary.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
    expect(summary.getByRole('button', { name: 'Pay ₹3,000 and Register' })).toBeEnabled();
  });

  it('asks for consent to the privacy notice, linked in a new tab, and takes no payment without it', async () => {
    stubImageUploads();
    const fetchMock = stubRegistrationApi();
    const rendered = await renderApp('/become-a-member');
    const wizard = wizardDriver(rendered.user);
    await wizard.reach(6, { agreeing: false });
    const link = await screen.findByRole('link', { name: /Read the privacy notice \(version 3\)/ });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    const box = screen.getByRole('checkbox', { name: /I have read the privacy notice/ });
    expect(box).not.toBeChecked();

    await rendered.user.click(screen.getByRole('button', { name: 'Pay ₹3,000 and Register' }));
    expect(await screen.findByText(privacyNoticeMessages.consentRequired)).toBeVisible();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/registration/order', expect.anything());

    await wizard.agree();
    expect(screen.queryByText(privacyNoticeMessages.consentRequired)).toBeNull();
    await rendered.user.click(screen.getByRole('button', { name: 'Pay ₹3,000 and Register' }));
    expect(await checkout()).toBeVisible();
  });

  it('asks again when the notice changed before paying, with the new version', async () => {
    stubImageUploads();
    let version = privacyNotice.version;
    const fetchMock = stubRegistrationApi({
      'GET /api/privacy-notice': () => jsonResponse({ ...privacyNotice, version }),
      'POST /api/registration/order': () =>
        jsonResponse(
          {
            error: {
              code: 'conflict',
              message: privacyNoticeMessages.noticeChanged,
              fieldErrors: { privacyNoticeVersion: privacyNoticeMessages.noticeChanged },
            },
          },
          409,
        ),
    });
    const { user } = await open();
    version = 4;
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,000 and Register' }));
    expect(await screen.findByRole('link', { name: /version 4/ })).toBeVisible();
    expect(screen.getAllByText(privacyNoticeMessages.noticeChanged).length).toBeGreaterThan(0);
    expect(
      screen.getByRole('checkbox', { name: /I have read the privacy notice/ }),
    ).not.toBeChecked();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/registration', expect.anything());
  });

  it('pays, registers behind the "stay on this page" overlay, and thanks the applicant', async () => {
    stubImageUploads();
    let finish: (response: Response) => void = () => undefined;
    const fetchMock = stubRegistrationApi({
      'POST /api/registration': () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    });
    const { user, wizard } = await open();
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,000 and Register' }));
    const dialog = within(await checkout());
    expect(dialog.getByText('Credits towards membership')).toBeVisible();
    expect(dialog.getByText(applicant.mobileNo)).toBeVisible();
    expect(bodyOf(fetchMock, '/api/registration/order')).toEqual({
      email: applicant.email,
      membershipTypeId: annual.id,
      privacyConsent: true,
      privacyNoticeVersion: privacyNotice.version,
    });
    await user.click(dialog.getByRole('button', { name: 'Pay ₹3,000' }));

    const overlay = await screen.findByText('Please stay on this page');
    expect(overlay.closest('[role="status"]')).toHaveTextContent(
      'Your registration is being processed...',
    );
    expect(bodyOf(fetchMock, '/api/registration')).toEqual({
      email: applicant.email,
      password: applicant.password,
      title: 'Dr.',
      firstName: 'Asha',
      middleName: '',
      lastName: 'Rao',
      dob: applicant.dob,
      gender: 'female',
      specialty: applicant.specialty,
      certificateName: '',
      referenceCode: '',
      nationality: '',
      department: '',
      institution: applicant.institution,
      dentalRegNumber: applicant.dentalRegNumber,
      address: applicant.address,
      city: applicant.city,
      state: applicant.state,
      postcode: applicant.postcode,
      mobileNo: applicant.mobileNo,
      country: 'India',
      howDidYouKnow: 'Friend',
      profilePictureKey: pictureKey,
      membershipTypeId: annual.id,
      privacyConsent: true,
      privacyNoticeVersion: privacyNotice.version,
      payment: {
        razorpayOrderId: order.orderId,
        razorpayPaymentId: signedPayment.razorpay_payment_id,
        razorpaySignature: signedPayment.razorpay_signature,
      },
    });

    finish(jsonResponse({ message: 'Registration successful!', membershipId: 'OSI-0099' }, 201));
    expect(await wizard.step('Confirmation')).toHaveFocus();
    expect(screen.getByText(registrationMessages.thankYou)).toBeVisible();
    expect(screen.getByText(paymentMessages.success)).toBeVisible();
    expect(screen.queryByText('Please stay on this page')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('says "Payment was cancelled" when the checkout is closed, and lets the applicant pay later', async () => {
    stubImageUploads();
    const fetchMock = stubRegistrationApi();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,000 and Register' }));
    await user.click(within(await checkout()).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(paymentMessages.cancelled)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay ₹3,000 and Register' })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/registration', expect.anything());
  });

  it('keeps the checkout open after a failed card payment, until it is paid or closed', async () => {
    stubImageUploads();
    stubRegistrationApi({
      'POST /api/payments/sandbox/checkout': () =>
        jsonResponse({
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Your payment could not be completed as this card was declined.',
            reason: 'payment_failed',
            metadata: { order_id: order.orderId, payment_id: 'pay_Failed1234567' },
          },
        }),
    });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,000 and Register' }));
    const dialog = within(await checkout());
    await user.click(dialog.getByRole('button', { name: 'Simulate failure' }));
    expect(await dialog.findByText(/this card was declined/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(paymentMessages.cancelled)).toBeVisible();
  });

  it.each([
    [
      "the server's reason",
      () => errorResponse(400, 'bad_request', 'Please verify your e-mail address before paying.'),
      'Please verify your e-mail address before paying.',
    ],
    [
      '"Failed to initiate payment" without one',
      () => Promise.reject(new TypeError('offline')),
      paymentMessages.initiateFailed,
    ],
  ])('shows %s when the payment cannot start', async (_, failure, message) => {
    stubImageUploads();
    stubRegistrationApi({ 'POST /api/registration/order': failure });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,000 and Register' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives the payment ID when registering fails after paying, and retries without paying again', async () => {
    stubImageUploads();
    let fail = true;
    const fetchMock = stubRegistrationApi({
      'POST /api/registration': () =>
        fail
          ? errorResponse(500, 'internal', 'Something went wrong on our side.')
          : jsonResponse({ message: 'Registration successful!', membershipId: 'OSI-0099' }, 201),
    });
    const { user, wizard } = await open();
    await payInCheckout(user);
    await waitFor(() => expect(screen.getAllByText(failedAfterPayment)).toHaveLength(2));
    expect(screen.getByText(/^Payment ID: pay_A1b2C3d4E5f6G7\./)).toBeVisible();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try registering again' }));
    await wizard.step('Confirmation');
    const calls = (url: string) => fetchMock.mock.calls.filter(([called]) => called === url);
    expect(calls('/api/registration/order')).toHaveLength(1);
    expect(calls('/api/payments/sandbox/checkout')).toHaveLength(1);
    expect(calls('/api/registration')).toHaveLength(2);
  });

  it('keeps the payment when the registration is refused, so the applicant corrects it and finishes', async () => {
    stubImageUploads();
    const fetchMock = stubRegistrationApi({
      'POST /api/registration': (init) =>
        JSON.parse(String(init?.body)).mobileNo === applicant.mobileNo
          ? jsonResponse(
              {
                error: {
                  code: 'conflict',
                  message: registrationMessages.mobileTaken,
                  fieldErrors: { mobileNo: registrationMessages.mobileTaken },
                },
              },
              409,
            )
          : jsonResponse({ message: 'Registration successful!', membershipId: 'OSI-0099' }, 201),
    });
    const { user, wizard } = await open();
    await payInCheckout(user);
    const alert = (
      await screen.findByText('Your payment was received, but the registration failed.')
    ).closest('[role="alert"]');
    expect(alert).toHaveTextContent(failedAfterPayment);
    expect(alert).toHaveTextContent(registrationMessages.mobileTaken);

    for (const title of [
      'Email Verification',
      'Send OTP',
      'Membership Type',
      'Additional Details',
    ]) {
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await wizard.step(title);
    }
    await wizard.fillText('Mobile number', '9845099999');
    for (const title of ['Membership Type', 'Send OTP', 'Email Verification', 'Profile Summary']) {
      await wizard.next();
      await wizard.step(title);
    }
    await user.click(screen.getByRole('button', { name: 'Try registering again' }));
    await wizard.step('Confirmation');
    const calls = (url: string) => fetchMock.mock.calls.filter(([called]) => called === url);
    expect(calls('/api/registration/order')).toHaveLength(1);
    expect(calls('/api/payments/sandbox/checkout')).toHaveLength(1);
    expect(JSON.parse(String(calls('/api/registration')[1]![1]!.body))).toMatchObject({
      mobileNo: '9845099999',
      payment: { razorpayPaymentId: signedPayment.razorpay_payment_id },
    });
    // It walks the wizard to the summary, back to step 2 and to the summary again.
  }, 40_000);

  it('sends the applicant back to verify the e-mail when the verification expired, keeping the payment', async () => {
    stubImageUploads();
    let verified = true;
    const fetchMock = stubRegistrationApi({
      'POST /api/registration': () => {
        if (!verified) {
          return jsonResponse(
            { message: 'Registration successful!', membershipId: 'OSI-0099' },
            201,
          );
        }
        verified = false;
        return jsonResponse(
          {
            error: {
              code: 'bad_request',
              message: registrationMessages.emailNotVerified,
              fieldErrors: { email: registrationMessages.emailNotVerified },
            },
          },
          400,
        );
      },
    });
    const { user, wizard } = await open();
    await payInCheckout(user);
    await wizard.step('Send OTP');
    expect(screen.getByText(registrationMessages.emailNotVerified)).toBeVisible();
    expect(screen.getByText(failedAfterPayment)).toBeVisible();
    expect(screen.getByText(/^Payment ID: pay_A1b2C3d4E5f6G7\./)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await wizard.step('Email Verification');
    await wizard.fillText('Verification code', '654321');
    await wizard.next();
    await wizard.step('Profile Summary');
    await user.click(screen.getByRole('button', { name: 'Try registering again' }));
    await wizard.step('Confirmation');
    const calls = (url: string) => fetchMock.mock.calls.filter(([called]) => called === url);
    expect(calls('/api/registration/verification-code/verify')).toHaveLength(2);
    expect(calls('/api/registration/order')).toHaveLength(1);
    expect(calls('/api/payments/sandbox/checkout')).toHaveLength(1);
  });
});
