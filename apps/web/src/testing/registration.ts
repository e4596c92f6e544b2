import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { membershipTypes } from './member-fixtures';
import { jsonResponse, stubApi } from './stub-api';
import { imageFile, stubUploads } from './stub-uploads';

/** A complete, valid application. */
export const applicant = {
  email: 'asha.rao@example.com',
  password: 'Implant#2025',
  title: 'Dr.',
  firstName: 'Asha',
  lastName: 'Rao',
  dob: '1988-04-12',
  gender: 'Female',
  specialty: 'Prosthodontics',
  institution: 'Government Dental College',
  dentalRegNumber: 'KA-12345',
  address: '12 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postcode: '560025',
  country: 'India',
  mobileNo: '9845012345',
  howDidYouKnow: 'Friend',
};

export const order = {
  orderId: 'order_Q1w2E3r4T5y6U7',
  amountPaise: 300000,
  currency: 'INR',
  keyId: 'rzp_test_sandbox',
  gateway: 'sandbox',
  description: 'Credits towards membership',
  membershipType: 'Annual Member',
};

export const signedPayment = {
  razorpay_payment_id: 'pay_A1b2C3d4E5f6G7',
  razorpay_order_id: order.orderId,
  razorpay_signature: 'a'.repeat(64),
};

/** The privacy notice the applicant is shown on step 6. */
export const privacyNotice = {
  version: 3,
  publishedAt: '2026-11-20T04:30:00.000Z',
  value: {
    heading: 'Privacy Notice',
    body: '<p>What the society keeps, why and for how long.</p>',
    grievanceOfficer: 'Dr. Meera Subramanian',
    grievanceEmail: 'grievance@osi.example',
    grievanceAddress: '29 MG Road, Bengaluru 560001',
    grievanceResponseTime: '30 days',
    dataProtectionContact: 'privacy@osi.example',
  },
};

type Handlers = Parameters<typeof stubApi>[0];

/** The registration API answering as for a new applicant, with `overrides` taking precedence. */
export const stubRegistrationApi = (overrides: Handlers = {}) =>
  stubApi({
    'GET /api/membership-types': () => jsonResponse(membershipTypes),
    'GET /api/privacy-notice': () => jsonResponse(privacyNotice),
    'POST /api/registration/email-exists': () => jsonResponse({ exists: false }),
    'POST /api/registration/mobile-exists': () => jsonResponse({ exists: false }),
    'POST /api/registration/dental-exists': () => jsonResponse({ exists: false }),
    'POST /api/registration/verification-code': () =>
      jsonResponse({ message: 'Verification code sent to your e-mail.' }),
    'POST /api/registration/verification-code/verify': () =>
      jsonResponse({ message: 'Email verified successfully.' }),
    'POST /api/registration/order': () => jsonResponse(order),
    'POST /api/payments/sandbox/checkout': () => jsonResponse(signedPayment),
    'POST /api/registration': () =>
      jsonResponse(
        {
          message: 'Registration successful! Your application is under review.',
          membershipId: 'OSI-0099',
        },
        201,
      ),
    ...overrides,
  });

export const pictureKey = 'upl_0123456789abcdef0123456789abcdef';
export const studentIdKey = 'upl_fedcba9876543210fedcba9876543210';

/** Every upload succeeds at once: the profile picture gets a public address, the ID card none. */
export const stubImageUploads = () =>
  stubUploads((upload) =>
    upload.body?.get('purpose') === 'profile_picture'
      ? { status: 201, body: { key: pictureKey, previewUrl: '/uploads/public/photo.png' } }
      : { status: 201, body: { key: studentIdKey, previewUrl: null } },
  );

/** Drives the membership wizard as an applicant would, typing without pauses between keys. */
export const wizardDriver = (user: UserEvent) => {
  const typist = userEvent.setup({ delay: null });
  const next = () => user.click(screen.getByRole('button', { name: 'Next' }));
  // The first visit loads the page's code, which takes a while in a cold test run.
  const step = (title: string) => screen.findByRole('heading', { level: 2, name: title });
  const fillText = async (label: string, value: string) => {
    const field = screen.getByLabelText(label);
    await typist.clear(field);
    // user-event reads { and [ as the start of a key name; doubled, they are typed.
    if (value) await typist.type(field, value.replace(/[{[]/g, '$&$&'));
  };

  const fillAccount = async (values = applicant) => {
    await fillText('Email', values.email);
    await fillText('Password', values.password);
  };

  const fillDetails = async (values = applicant) => {
    await user.upload(screen.getByLabelText('Profile picture'), imageFile());
    await user.selectOptions(screen.getByLabelText('Title'), values.title);
    await fillText('First name', values.firstName);
    await fillText('Last name', values.lastName);
    await fillText('Date of birth', values.dob);
    await user.selectOptions(screen.getByLabelText('Gender'), values.gender);
    await fillText('Speciality', values.specialty);
    await fillText('Institution', values.institution);
    await fillText('Dental registration number', values.dentalRegNumber);
    await fillText('Address', values.address);
    await fillText('City', values.city);
    await fillText('State', values.state);
    await fillText('Postcode', values.postcode);
    await user.selectOptions(screen.getByLabelText('Country'), values.country);
    await fillText('Mobile number', values.mobileNo);
    await user.selectOptions(
      screen.getByLabelText('How did you hear about us?'),
      values.howDidYouKnow,
    );
  };

  /** Ticks step 6's consent to the privacy notice. */
  const agree = async () =>
    user.click(await screen.findByRole('checkbox', { name: /I have read the privacy notice/ }));

  /**
   * From step 1 to the start of `target`, with the applicant's details; on step 6, agreeing to
   * the privacy notice unless told not to.
   */
  const reach = async (target: 2 | 3 | 4 | 5 | 6, { agreeing = true } = {}) => {
    await step('Create Account');
    await fillAccount();
    await next();
    await step('Additional Details');
    if (target === 2) return;
    await fillDetails();
    await next();
    await step('Membership Type');
    if (target === 3) return;
    await user.click(await screen.findByRole('radio', { name: /Annual Member/ }));
    await next();
    await step('Send OTP');
    if (target === 4) return;
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await step('Email Verification');
    if (target === 5) return;
    await fillText('Verification code', '123456');
    await next();
    await step('Profile Summary');
    if (agreeing) await agree();
  };

  return { next, step, fillText, fillAccount, fillDetails, agree, reach };
};
