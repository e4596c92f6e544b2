import { registrationMessages as m } from '@osi/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { membershipTypes } from '@/testing/member-fixtures';
import {
  applicant,
  stubImageUploads,
  stubRegistrationApi,
  wizardDriver,
} from '@/testing/registration';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse } from '@/testing/stub-api';

// Each test walks the wizard from step 1, which takes a few seconds.
vi.setConfig({ testTimeout: 20_000 });

const open = async (step: 2 | 3 | 4 | 5 | 6) => {
  const rendered = await renderApp('/become-a-member');
  const wizard = wizardDriver(rendered.user);
  await wizard.reach(step);
  return { ...rendered, wizard };
};

const price = () => screen.getByText('Membership price').nextElementSibling;

describe('registration wizard, moving between steps', () => {
  it('keeps what was entered when going Back and Next', async () => {
    stubImageUploads();
    stubRegistrationApi();
    const { user, wizard } = await open(3);
    await user.click(screen.getByRole('radio', { name: /Life Member/ }));
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(await wizard.step('Additional Details')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveValue(applicant.firstName);
    expect(screen.getByLabelText('Title')).toHaveValue(applicant.title);
    expect(screen.getByLabelText('Date of birth')).toHaveValue(applicant.dob);
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));

    await wizard.step('Create Account');
    expect(screen.getByLabelText('Email')).toHaveValue(applicant.email);
    expect(screen.getByLabelText('Password')).toHaveValue(applicant.password);
    await wizard.next();
    await wizard.step('Additional Details');
    await wizard.next();
    await wizard.step('Membership Type');
    expect(screen.getByRole('radio', { name: /Life Member/ })).toBeChecked();
  });

  it('shows a compact "Step N of 7" with a progress bar for small screens', async () => {
    stubRegistrationApi();
    await open(2);
    expect(screen.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.round((2 / 7) * 100)),
    );
    expect(screen.getByText('· Additional Details', { exact: false })).toBeInTheDocument();
  });
});

describe('registration wizard, step 3 (Membership Type)', () => {
  it("lists the society's membership types with the server's prices and terms", async () => {
    stubImageUploads();
    stubRegistrationApi();
    const { user } = await open(3);
    for (const type of membershipTypes) {
      expect(screen.getByRole('radio', { name: new RegExp(type.name) })).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: 'Life Member₹15,000Life' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Annual Member₹3,0001 year' })).toBeInTheDocument();
    expect(price()).toHaveTextContent('—');
    await user.click(screen.getByRole('radio', { name: /Life Member/ }));
    expect(price()).toHaveTextContent('₹15,000');
    await user.click(screen.getByRole('radio', { name: /Student Member/ }));
    expect(price()).toHaveTextContent('₹1,500');
  });

  it('needs a membership type', async () => {
    stubImageUploads();
    stubRegistrationApi();
    const { wizard } = await open(3);
    await wizard.next();
    expect(await screen.findByText(m.membershipTypeRequired)).toBeVisible();
    expect(screen.getByRole('group', { name: /Membership type/ })).toHaveAccessibleDescription(
      m.membershipTypeRequired,
    );
  });

  it('offers to try again when the types cannot be loaded', async () => {
    stubImageUploads();
    let fail = true;
    stubRegistrationApi({
      'GET /api/membership-types': () =>
        fail ? errorResponse(503, 'unavailable', 'Try later') : jsonResponse(membershipTypes),
    });
    const { user } = await open(3);
    expect(await screen.findByText('The membership types could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Life Member/ })).toBeInTheDocument();
  });
});

describe('registration wizard, step 4 (Send OTP)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the code to the entered address and moves on when it is sent', async () => {
    stubImageUploads();
    const fetchMock = stubRegistrationApi();
    const { user, wizard } = await open(4);
    expect(screen.getByLabelText('Email')).toHaveValue(applicant.email);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await wizard.step('Email Verification')).toHaveFocus();
    expect(screen.getByText('Verification code sent to your e-mail.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/registration/verification-code',
      expect.objectContaining({ body: JSON.stringify({ email: applicant.email }) }),
    );
  });

  it('keeps the send button disabled after sending, and offers a new code after a minute', async () => {
    stubImageUploads();
    const fetchMock = stubRegistrationApi();
    const { user, wizard } = await open(5);
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await wizard.step('Send OTP');

    expect(screen.getByRole('button', { name: 'Code sent' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByText(/You can ask for a new code in \d+ seconds/)).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    await wizard.step('Email Verification');
    expect(
      fetchMock.mock.calls.filter(([url]) => url === '/api/registration/verification-code'),
    ).toHaveLength(2);
  });

  it.each([
    [
      'an address that is already a member',
      () =>
        jsonResponse(
          {
            error: {
              code: 'conflict',
              message: m.emailTaken,
              fieldErrors: { email: m.emailTaken },
            },
          },
          409,
        ),
      m.emailTaken,
    ],
    [
      'a request too soon after the last',
      () =>
        errorResponse(
          429,
          'code_recently_sent',
          'Please wait 42 seconds before asking for another code.',
        ),
      'Please wait 42 seconds before asking for another code.',
    ],
    ['any other failure', () => errorResponse(502, 'smtp', 'Bad gateway'), m.otpSendFailed],
  ])('stays on the step and explains %s', async (_, failure, message) => {
    stubImageUploads();
    stubRegistrationApi({ 'POST /api/registration/verification-code': failure });
    const { user } = await open(4);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect((await screen.findAllByText(message))[0]).toBeVisible();
    expect(screen.getByRole('region', { name: 'Send OTP' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });
});

describe('registration wizard, step 5 (Email Verification)', () => {
  it('needs the code', async () => {
    stubImageUploads();
    stubRegistrationApi();
    const { wizard } = await open(5);
    await wizard.next();
    await waitFor(() =>
      expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(
        expect.stringContaining(m.otpRequired),
      ),
    );
  });

  it('says when the code is wrong or expired', async () => {
    stubImageUploads();
    stubRegistrationApi({
      'POST /api/registration/verification-code/verify': () =>
        jsonResponse(
          {
            error: {
              code: 'invalid_code',
              message: m.otpInvalid,
              fieldErrors: { otp: m.otpInvalid },
            },
          },
          400,
        ),
    });
    const { wizard } = await open(5);
    await wizard.fillText('Verification code', '654321');
    await wizard.next();
    await waitFor(() =>
      expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(
        expect.stringContaining(m.otpInvalid),
      ),
    );
    expect(screen.getByRole('region', { name: 'Email Verification' })).toBeInTheDocument();
  });

  it('verifies the code for the address and moves on; coming back, it stays verified', async () => {
    stubImageUploads();
    const fetchMock = stubRegistrationApi();
    const { user, wizard } = await open(5);
    await wizard.fillText('Verification code', '123456');
    await wizard.next();
    await wizard.step('Profile Summary');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/registration/verification-code/verify',
      expect.objectContaining({ body: JSON.stringify({ email: applicant.email, otp: '123456' }) }),
    );

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await wizard.step('Email Verification');
    expect(screen.getByRole('status')).toHaveTextContent(
      `Your e-mail address ${applicant.email} is verified.`,
    );
    await wizard.next();
    await wizard.step('Profile Summary');
  });

  it('asks for a new code when the e-mail address is changed', async () => {
    stubImageUploads();
    stubRegistrationApi();
    const { user, wizard } = await open(5);
    for (const title of ['Send OTP', 'Membership Type', 'Additional Details', 'Create Account']) {
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await wizard.step(title);
    }
    await wizard.fillText('Email', 'asha.k.rao@example.com');
    for (const title of ['Additional Details', 'Membership Type', 'Send OTP']) {
      await wizard.next();
      await wizard.step(title);
    }
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(
      within(screen.getByRole('region', { name: 'Send OTP' })).getByLabelText('Email'),
    ).toHaveValue('asha.k.rao@example.com');
  });
});
